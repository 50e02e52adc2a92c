# The functions of the module, given their tables' names.
resource "aws_lambda_function" "api" {
  function_name = "api"
  environment {
    variables = {
      ROOM_TABLE_NAME    = aws_dynamodb_table.rooms.name
      MESSAGE_TABLE_NAME = var.messages_table
      STAGE              = "prod"
    }
  }
}

module "worker" {
  source = "terraform-aws-modules/lambda/aws"
  environment_variables = {
    WORKER_MESSAGES = aws_dynamodb_table.messages.name
  }
}

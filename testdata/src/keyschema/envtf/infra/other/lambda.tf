# Another module: its aws_dynamodb_table.rooms is not the one of ../tables.tf.
resource "aws_lambda_function" "other" {
  function_name = "other"
  environment {
    variables = {
      OTHER_TABLE = aws_dynamodb_table.rooms.name
    }
  }
}

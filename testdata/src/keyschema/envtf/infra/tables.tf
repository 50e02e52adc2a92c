# The tables of envtf.go. Their functions are declared in lambda.tf.
resource "aws_dynamodb_table" "messages" {
  name     = var.messages_table
  hash_key = "message_id"
  attribute {
    name = "message_id"
    type = "S"
  }
}

resource "aws_dynamodb_table" "rooms" {
  name     = "${var.env}-rooms"
  hash_key = "room_id"
  attribute {
    name = "room_id"
    type = "S"
  }
}

# A function declared with its table: bound in this file.
resource "aws_lambda_function" "audit" {
  function_name = "audit"
  environment {
    variables = {
      AUDIT_ROOMS = aws_dynamodb_table.rooms.id
    }
  }
}

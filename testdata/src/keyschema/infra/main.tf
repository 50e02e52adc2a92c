resource "aws_dynamodb_table" "rates" {
  name         = "rates"
  hash_key     = "currency"
  billing_mode = "PAY_PER_REQUEST"

  attribute {
    name = "currency"
    type = "S"
  }
}

resource "aws_dynamodb_table" "orders" {
  name         = "orders"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "PK"
  range_key    = "SK"

  attribute {
    name = "PK"
    type = "S"
  }
  attribute {
    name = "SK"
    type = "S"
  }
  attribute {
    name = "GSI1PK"
    type = "S"
  }
  attribute {
    name = "GSI1SK"
    type = "S"
  }

  global_secondary_index {
    name            = "GSI1"
    hash_key        = "GSI1PK"
    range_key       = "GSI1SK"
    projection_type = "ALL"
  }
}

resource "aws_dynamodb_table" "points" {
  name         = "points"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "member"
  range_key    = "entry"

  attribute {
    name = "member"
    type = "S"
  }
  attribute {
    name = "entry"
    type = "S"
  }
}

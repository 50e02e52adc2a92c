variable "env" {
  type = string
}

resource "aws_dynamodb_table" "audit" {
  name      = "${var.env}-audit"
  hash_key  = "actor"
  range_key = "at"
}

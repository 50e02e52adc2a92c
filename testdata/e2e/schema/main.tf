resource "aws_dynamodb_table" "audit" {
  name      = "${var.stage}-audit"
  hash_key  = "actor"
  range_key = "at"
}

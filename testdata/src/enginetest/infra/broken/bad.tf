resource "aws_dynamodb_table" "t" {
  hash_key = = "pk"
}

package schema

import "testing"

// TestMarkdown reads create-table calls in the shell code blocks of a
// Markdown file, and leaves alone those of other blocks and of prose.
func TestMarkdown(t *testing.T) {
	runParseCases(t, []parseCase{{
		name: "README: fenced shell blocks, a terminal session, other languages", file: "docs/deployment.md",
		src: "# Deploying\n" +
			"Run `aws dynamodb create-table --table-name inline --key-schema AttributeName=x,KeyType=HASH` once.\n" +
			"\n" +
			"```bash\n" +
			"TABLE=tasks\n" +
			"aws dynamodb create-table \\\n" +
			"  --table-name $TABLE \\\n" +
			"  --key-schema AttributeName=task_id,KeyType=HASH \\\n" +
			"  --global-secondary-indexes 'IndexName=status-index,KeySchema=[{AttributeName=status,KeyType=HASH},{AttributeName=created_at,KeyType=RANGE}],Projection={ProjectionType=ALL}'\n" +
			"```\n" +
			"\n" +
			"  ~~~~console\n" +
			"  $ aws dynamodb create-table --table-name users \\\n" +
			"      --key-schema AttributeName=username,KeyType=HASH\n" +
			"  {\"TableDescription\": {\"TableName\": \"users\"}}\n" +
			"  ~~~~\n" +
			"\n" +
			"```python\n" +
			"client.create_table(TableName='py', KeySchema=[{'AttributeName': 'p', 'KeyType': 'HASH'}])\n" +
			"# aws dynamodb create-table --table-name pyshell --key-schema AttributeName=p,KeyType=HASH\n" +
			"```\n" +
			"\n" +
			"```\n" +
			"aws dynamodb create-table --table-name plain --key-schema AttributeName=id,KeyType=HASH AttributeName=at,KeyType=RANGE\n" +
			"```\n" +
			"```sh\n" +
			"aws dynamodb create-table --table-name unclosed --key-schema AttributeName=k,KeyType=HASH\n",
		want: []Table{
			{Name: "tasks", Type: cliType, Partition: "task_id", Source: "docs/deployment.md:6",
				Indexes: []Index{{Name: "status-index", Partition: "status", Sort: "created_at"}}},
			{Name: "users", Type: cliType, Partition: "username", Source: "docs/deployment.md:13"},
			{Name: "plain", Type: cliType, Partition: "id", Sort: "at", Source: "docs/deployment.md:24"},
			{Name: "unclosed", Type: cliType, Partition: "k", Source: "docs/deployment.md:27"},
		},
	}})
}

// TestMarkdownNoTable: a Markdown file whose blocks create no table
// declares none (an error, which the look passes over).
func TestMarkdownNoTable(t *testing.T) {
	if _, err := Parse("README.md", []byte("# Tables\n\n```bash\naws dynamodb describe-table --table-name x\n```\ncreate-table is run by CI.\n")); err == nil {
		t.Error("want an error for a Markdown file that creates no table")
	}
}

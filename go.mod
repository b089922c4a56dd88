module renju

go 1.26.0

require github.com/stretchr/testify v1.12.1

require (
	github.com/andybalholm/brotli v1.3.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)

module renju

go 1.26

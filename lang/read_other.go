//go:build !unix

package lang

const openFlags = 0

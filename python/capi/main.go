// Command capi is vdl as a C shared library, for Python's ctypes (the
// package in python/vdl): built with -buildmode=c-shared, it exports
//
//	char *vdl_call(const char *request);  // a JSON request, a JSON answer
//	void vdl_free(char *answer);          // frees an answer
//
// whose requests and answers are those of package internal/bridge.
package main

/*
#include <stdlib.h>
*/
import "C"

import (
	"unsafe"

	"github.com/vdl-chess/vdl/internal/bridge"
)

var b = bridge.New()

//export vdl_call
func vdl_call(request *C.char) *C.char {
	return C.CString(string(b.Handle([]byte(C.GoString(request)))))
}

//export vdl_free
func vdl_free(answer *C.char) {
	C.free(unsafe.Pointer(answer))
}

func main() {} // required of a c-shared build; never run

"""Builds the package's shared library with Go (go build -buildmode=c-shared
of python/capi) into the package, so that `pip install ./python` (with Go
1.26 and a C compiler on PATH) gives a working `import vdl`.

VDL_SOURCE names the vdl repository to build from when this folder has
been copied out of it (tests do).
"""

import os
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))


def library_name():
    if sys.platform == "win32":
        return "_libvdl.dll"
    if sys.platform == "darwin":
        return "_libvdl.dylib"
    return "_libvdl.so"


class BuildWithGo(build_py):
    def run(self):
        super().run()
        source = os.environ.get("VDL_SOURCE") or os.path.dirname(HERE)
        out = os.path.abspath(os.path.join(self.build_lib, "vdl", library_name()))
        os.makedirs(os.path.dirname(out), exist_ok=True)
        env = dict(os.environ, CGO_ENABLED="1")
        subprocess.check_call(["go", "build", "-buildmode=c-shared", "-trimpath", "-o", out, "./python/capi"],
                              cwd=source, env=env)
        header = os.path.splitext(out)[0] + ".h"
        if os.path.exists(header):
            os.remove(header)


class BinaryDistribution(Distribution):
    """The wheel holds a native library: it is for this platform only."""

    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildWithGo}, distclass=BinaryDistribution)

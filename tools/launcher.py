"""The frozen executable's entry point: the same as `python -m game`."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())

"""The frozen executable's entry point: the same as `python -m game`."""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    # First of all: in the frozen build, a search worker process (spawned by game/ai/parallel.py) runs this
    # same executable, and freeze_support makes it serve as that worker instead of opening the client again.
    multiprocessing.freeze_support()
    sys.exit(main())

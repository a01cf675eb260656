"""The property the issue asks for, for every file the client reads besides saves: mutated settings, players,
game records, imported games and statistics database rows through the client's own reading give zero
uncaught exceptions and zero hangs (each case under a time limit). The suite feeds FILE_EXAMPLES of each
kind (60); `tools/fuzz_files.py` runs this test with 10,000 of each."""

from __future__ import annotations

import itertools
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.records.file_mutations import KINDS, MUTATIONS, read_like_the_client, template_folder

EXAMPLES = int(os.environ.get("FILE_EXAMPLES", "60"))
_cases = itertools.count()


@pytest.mark.parametrize("kind", KINDS)
def test_mutated_files_give_messages_never_exceptions_or_hangs(tmp_path_factory, kind):
    template = template_folder(tmp_path_factory.mktemp("template"))
    root = tmp_path_factory.mktemp(kind.replace(" ", "-"))

    @settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(seed=st.integers(0, 2**32 - 1), mutation=st.integers(0, len(MUTATIONS) - 1))
    def one_file(seed: int, mutation: int) -> None:
        # A seeded generator drives where and how the mutation strikes (as in the saves' property test).
        read_like_the_client(kind, root / str(next(_cases)), random.Random(seed), template, mutation)

    one_file()

"""Reading a file with care: only a regular file, never more than a limit, and never a wait.

A FIFO, a device or a folder where a file should be, a link that leads nowhere, or a file larger than
the caller expects is refused at once with an `Unreadable` (an OSError, so every caller's existing
"cannot be read" path handles it). The file is opened without blocking and checked on the opened
descriptor, so it cannot be swapped for a FIFO between the check and the read.

This module imports nothing of the client, so that the language catalogues can be read with it too.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path


class Unreadable(OSError):
    """A file the client will not read: not a regular file, or larger than its limit."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. A missing file raises FileNotFoundError (a link
    that leads nowhere too); anything else the client should not read raises Unreadable."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError as exc:
        raise Unreadable(errno.EISDIR, "a folder", str(path)) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Unreadable(errno.EINVAL, _kind(info.st_mode), str(path))
        if info.st_size > limit:
            raise Unreadable(errno.EFBIG, f"larger than {limit:,} bytes", str(path))
        chunks: list[bytes] = []
        left = limit + 1  # a file that grows while it is read is still cut at the limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:
            raise Unreadable(errno.EFBIG, f"larger than {limit:,} bytes", str(path))
        return data
    finally:
        os.close(fd)


def is_regular(path: Path) -> bool:
    """Whether `path` is a regular file (following links); False for anything missing or odd, never an error."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False


def regular_files(folder: Path, pattern: str, most: int | None = None) -> list[Path]:
    """The regular files of a folder that match `pattern`, newest first (at most `most`); links that lead
    nowhere, pipes and folders are passed over, and a folder that cannot be listed gives none."""
    found: list[tuple[float, str, Path]] = []
    try:
        for path in _glob(folder, pattern):
            try:
                info = path.stat()
            except (OSError, ValueError):
                continue
            if stat.S_ISREG(info.st_mode):
                found.append((info.st_mtime, path.name, path))
    except OSError:
        return []
    found.sort(reverse=True)
    return [path for _, _, path in found[:most]]


def _glob(folder: Path, pattern: str) -> Iterator[Path]:
    if not folder.is_dir():
        return iter(())
    return folder.glob(pattern)


def inside(folder: Path, name: str) -> Path:
    """`folder / name` where `name` is a plain file name that cannot lead out of the folder; ValueError otherwise."""
    if not name or name in (".", "..") or "/" in name or "\\" in name or "\0" in name or ":" in name:
        raise ValueError(f"{name!r} is not a plain file name")
    path = folder / name
    if path.resolve().parent != folder.resolve():
        raise ValueError(f"{name!r} leads out of {folder}")
    return path

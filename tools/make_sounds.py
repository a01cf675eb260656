"""Synthesises the client's sound effects into assets/sounds/ (16-bit mono WAV), from a fixed seed.

dice.wav: dice rattling in a cup and tumbling on felt; chip.wav: a chip clinking on a pile;
click.wav: a soft button tick; win.wav: a short rising chime.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(32767 * 0.8 * s / peak)) for s in samples)
    with wave.open(str(OUT / name), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(frames)
    print(f"wrote {OUT / name} ({len(samples) / RATE:.2f} s)")


def knock(t: float, pitch: float, rng: random.Random) -> float:
    """A short wooden knock: a damped tone with a noisy attack."""
    env = math.exp(-t * 90)
    return env * (0.6 * math.sin(2 * math.pi * pitch * t) + 0.4 * rng.uniform(-1, 1) * math.exp(-t * 300))


def dice(rng: random.Random) -> list[float]:
    length = int(RATE * 0.7)
    out = [0.0] * length
    # Hits come thick at first and thin out as the dice settle.
    t = 0.0
    gap = 0.018
    while t < 0.62:
        start = int(t * RATE)
        pitch = rng.uniform(900, 1900)
        loud = rng.uniform(0.5, 1.0) * (1 - t / 0.8)
        for i in range(int(0.05 * RATE)):
            if start + i < length:
                out[start + i] += loud * knock(i / RATE, pitch, rng)
        t += gap * rng.uniform(0.6, 1.6)
        gap *= 1.12
    return out


def chip(rng: random.Random) -> list[float]:
    length = int(RATE * 0.25)
    out = []
    for i in range(length):
        t = i / RATE
        ring = sum(math.sin(2 * math.pi * f * t) * math.exp(-t * d) for f, d in ((3100, 30), (4700, 40), (6200, 55)))
        second = t - 0.045
        ring2 = 0.6 * math.sin(2 * math.pi * 3400 * second) * math.exp(-second * 45) if second > 0 else 0.0
        out.append(ring + ring2 + 0.2 * rng.uniform(-1, 1) * math.exp(-t * 400))
    return out


def click(rng: random.Random) -> list[float]:
    return [knock(i / RATE, 2400, rng) for i in range(int(RATE * 0.05))]


def win(_: random.Random) -> list[float]:
    out = []
    for n, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        for i in range(int(RATE * 0.16)):
            t = i / RATE
            out.append(math.sin(2 * math.pi * f * t) * math.exp(-t * 6) * (1 if n < 3 else 1.2))
    return out


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(1987)
    for name, make in (("dice.wav", dice), ("chip.wav", chip), ("click.wav", click), ("win.wav", win)):
        write(name, make(rng))


if __name__ == "__main__":
    main()

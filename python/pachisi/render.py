"""The board as an image (``render_mode="rgb_array"``): numpy only, no drawing library.

``render_rgb(state, cell=24)`` returns uint8[H, W, 3]: the cross (or Mensch) board's
squares in grey (safe squares darker), each seat's pieces on the board as discs in the
seat's colour (a stack shows as one disc with a white dot per extra piece), and below
the board one strip per seat: its waiting pieces on the left, finished ones on the
right.
"""

from __future__ import annotations

import numpy as np

__all__ = ["render_rgb", "SEAT_COLOURS"]

#: Seat colours (RGB): red, green, yellow, blue.
SEAT_COLOURS = np.array([[200, 40, 40], [40, 160, 60], [220, 190, 30], [40, 80, 200]], dtype=np.uint8)
_BG = np.array([245, 238, 220], dtype=np.uint8)
_SQ = np.array([200, 200, 200], dtype=np.uint8)
_SAFE = np.array([150, 150, 150], dtype=np.uint8)


def _disc(img, cy, cx, r, colour):
    y0, y1 = max(cy - r, 0), min(cy + r + 1, img.shape[0])
    x0, x1 = max(cx - r, 0), min(cx + r + 1, img.shape[1])
    yy, xx = np.ogrid[y0:y1, x0:x1]
    inside = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
    img[y0:y1, x0:x1][inside] = colour


def render_rgb(state, cell: int = 24) -> np.ndarray:
    """An RGB picture (uint8[H, W, 3]) of a ``pachisi.State``."""
    size, squares, pieces = state.board_picture()
    seats = state.get_game().num_players()
    h = size * cell + seats * cell
    img = np.empty((h, size * cell, 3), dtype=np.uint8)
    img[:] = _BG
    for x, y, safe in squares:
        top = (size - 1 - y) * cell
        img[top + 1:top + cell - 1, x * cell + 1:x * cell + cell - 1] = _SAFE if safe else _SQ
    stacks = {}
    for seat, _piece, at in pieces:
        if at is not None:
            stacks.setdefault((seat, at), 0)
            stacks[(seat, at)] += 1
    r = cell // 2 - 3
    for (seat, (x, y)), n in stacks.items():
        cy, cx = (size - 1 - y) * cell + cell // 2, x * cell + cell // 2
        _disc(img, cy, cx, r, SEAT_COLOURS[seat % 4])
        for k in range(n - 1):
            _disc(img, cy - r // 2 + k * 3, cx, 1, np.array([255, 255, 255], dtype=np.uint8))
    places = state.piece_places()
    for seat in range(seats):
        cy = size * cell + seat * cell + cell // 2
        waiting = sum(1 for kind, _ in places[seat] if kind == "waiting")
        home = sum(1 for kind, _ in places[seat] if kind == "home")
        for k in range(waiting):
            _disc(img, cy, cell // 2 + k * cell, r, SEAT_COLOURS[seat % 4])
        for k in range(home):
            _disc(img, cy, size * cell - cell // 2 - k * cell, r, SEAT_COLOURS[seat % 4])
    return img

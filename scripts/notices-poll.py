#!/usr/bin/env python3
"""Cost of the friends feature's polling (docs/security.md, "Friends, blocks and reports").

Against a running `pachisi serve` (release build, fresh --db): signs up PLAYERS accounts,
each follows every other, then times sequential GET /api/notices and GET /api/friends
requests over one keep-alive connection per account, round robin (every poll of a
signed-in page is one of the first; the lobby's list refreshes are the second).

    pachisi serve --addr 127.0.0.1:8099 --db /tmp/poll.db &
    python3 scripts/notices-poll.py http://127.0.0.1:8099 [PLAYERS] [ROUNDS]

Prints requests, mean and 99th percentile latency in ms, for each endpoint.
"""
import http.client
import json
import sys
import time
from urllib.parse import urlparse

base = urlparse(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8099")
players = int(sys.argv[2]) if len(sys.argv) > 2 else 12
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 100


def conn():
    return http.client.HTTPConnection(base.hostname, base.port, timeout=30)


def call(c, method, path, cookie=None, body=None):
    """One request on the connection `c` (a one-element list: it is replaced when the
    server closed it, as it does after a while idle during the sign-ups)."""
    headers = {"Content-Type": "application/json"}
    if cookie:
        headers["Cookie"] = cookie
    payload = json.dumps(body) if body is not None else None
    try:
        c[0].request(method, path, body=payload, headers=headers)
        r = c[0].getresponse()
    except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
        c[0].close()
        c[0] = conn()
        c[0].request(method, path, body=payload, headers=headers)
        r = c[0].getresponse()
    data = r.read()
    if r.status != 200:
        raise SystemExit(f"{method} {path}: {r.status} {data[:200]!r}")
    return r, data


sessions = []
for i in range(players):
    c = [conn()]
    r, _ = call(c, "POST", "/api/account/signup", body={"name": f"poller{i}", "password": "correct horse"})
    cookie = r.getheader("Set-Cookie").split(";")[0]
    sessions.append((c, cookie))
    # The per-address password limit: 10 at once, then one per 6 s.
    if i >= 9:
        time.sleep(6.1)
for i, (c, cookie) in enumerate(sessions):
    for j in range(players):
        if j != i:
            call(c, "POST", "/api/friends/follow", cookie, {"name": f"poller{j}"})

for path in ["/api/notices", "/api/friends"]:
    times = []
    for _ in range(rounds):
        for c, cookie in sessions:
            t = time.perf_counter()
            call(c, "GET", path, cookie)
            times.append((time.perf_counter() - t) * 1000)
    times.sort()
    mean = sum(times) / len(times)
    p99 = times[int(len(times) * 0.99) - 1]
    print(f"{path}: {len(times)} requests, {players} accounts each following {players - 1}: mean {mean:.2f} ms, p99 {p99:.2f} ms")

#!/usr/bin/env python3
"""Waits until a local URL answers 200, polling every 2 ms from this one process.

    wait_ready.py URL [--timeout SECONDS] [--pid PID]

Exits 0 once GET URL answers 200; 1 after the timeout (default 30 s), or as soon as process PID
(when given) has ended. The bench scripts wait with this instead of a shell loop that forked curl
and sleep for every poll: ~32 ms an iteration on a 2-core machine, its CPU taken from the server
being started, which added 100-170 ms to the start-up figures (docs/performance.md). The
footprint bench and the crash test import wait() to poll the same way.
"""
import argparse
import os
import socket
import sys
import time
import urllib.parse


def ready(url):
    """True when GET url (http, a local server) answers 200."""
    u = urllib.parse.urlsplit(url)
    path = (u.path or "/") + ("?" + u.query if u.query else "")
    request = f"GET {path} HTTP/1.1\r\nHost: {u.netloc}\r\nConnection: close\r\n\r\n".encode()
    try:
        with socket.create_connection((u.hostname, u.port or 80), timeout=1) as s:
            s.sendall(request)
            return s.recv(64).startswith(b"HTTP/1.1 200")
    except OSError:
        return False


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def wait(url, timeout=30.0, running=lambda: True):
    """Polls url every 2 ms: True once it answers 200, False after timeout seconds or as soon as
    running() is false (the server being waited for has ended)."""
    deadline = time.monotonic() + timeout
    while not ready(url):
        if not running() or time.monotonic() > deadline:
            return False
        time.sleep(0.002)
    return True


def main():
    parser = argparse.ArgumentParser(description="Wait until a local URL answers 200.")
    parser.add_argument("url")
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--pid", type=int, help="give up once this process has ended")
    args = parser.parse_args()
    if wait(args.url, args.timeout, lambda: not args.pid or alive(args.pid)):
        return 0
    if args.pid and not alive(args.pid):
        print(f"wait_ready: process {args.pid} ended before {args.url} answered", file=sys.stderr)
    else:
        print(f"wait_ready: {args.url} did not answer 200 in {args.timeout:g} s", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())

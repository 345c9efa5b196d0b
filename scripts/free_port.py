#!/usr/bin/env python3
"""Prints a TCP port on 127.0.0.1 that the kernel says is free now (for a throwaway server)."""
import socket

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    print(s.getsockname()[1])

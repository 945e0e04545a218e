"""Shared tables over the network: the protocol (protocol.py), the host (host.py) and the
client library (client.py). docs/protocol.md describes the protocol."""

"""Spelbordet: nine Scandinavian table games for hot-seat play against friends and AI."""

__version__ = "0.1.0"

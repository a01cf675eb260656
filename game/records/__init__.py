"""Players, finished-game records and statistics: pure Python, no pygame.

Every finished game is kept twice: as a JSON record file (the engine's save format plus a `record` block) and as
rows in an SQLite database that answers the statistics. The files are the truth; the database can always be rebuilt
from them.
"""

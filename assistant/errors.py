"""The one exception type a user can cause.

Every error a user can provoke (a bad file, a missing key, an unreachable server,
an index built with another model) is raised as ``UserError`` with one sentence that
names the fix; the CLI and the app print that sentence and nothing else.
"""


class UserError(Exception):
    """A problem the user can fix; ``str(err)`` is the whole message shown to them."""

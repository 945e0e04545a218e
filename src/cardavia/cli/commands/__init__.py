"""One module per ``cardavia`` command, each with ``run(args) -> exit status``. A module
imports what its command needs inside its functions, so loading it stays cheap."""

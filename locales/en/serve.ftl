# cardavia serve: the web page around the app (the app itself uses ui.ftl and table.ftl)
serve-page-title = Cardavia · card games at the table
serve-loading = Setting up your table…
serve-start = Start
serve-ended = { $minutes ->
        [one] This table has closed: you quit, or nobody touched it for { $minutes } minute. An unfinished game is kept for this browser: “Continue” on the home screen brings you back to it.
       *[other] This table has closed: you quit, or nobody touched it for { $minutes } minutes. An unfinished game is kept for this browser: “Continue” on the home screen brings you back to it.
    }
serve-restart = New game
serve-full-title = Every table is taken
serve-full = { $count ->
        [one] This server seats { $count } game at a time, and it is in use. Try again in a few minutes.
       *[other] This server seats { $count } games at a time, and all of them are in use. Try again in a few minutes.
    }
serve-try-again = Try again
serve-noscript = Cardavia needs JavaScript to play in a browser.

# cardavia serve : la page web autour de l’application (l’application elle-même utilise ui.ftl et table.ftl)
serve-page-title = Cardavia · jeux de cartes à table
serve-loading = Préparation de votre table…
serve-start = Jouer
serve-ended = { $minutes ->
        [1] La table est fermée : vous avez quitté, ou personne n’y a touché pendant une minute. Une partie inachevée est conservée pour ce navigateur : « Reprendre », sur l’écran d’accueil, vous y ramène.
        [one] La table est fermée : vous avez quitté, ou personne n’y a touché pendant { $minutes } minute. Une partie inachevée est conservée pour ce navigateur : « Reprendre », sur l’écran d’accueil, vous y ramène.
       *[other] La table est fermée : vous avez quitté, ou personne n’y a touché pendant { $minutes } minutes. Une partie inachevée est conservée pour ce navigateur : « Reprendre », sur l’écran d’accueil, vous y ramène.
    }
serve-restart = Nouvelle partie
serve-full-title = Toutes les tables sont prises
serve-full = { $count ->
        [1] Ce serveur accueille une seule partie à la fois, et elle est en cours. Réessayez dans quelques minutes.
        [one] Ce serveur accueille { $count } partie à la fois, et elle est en cours. Réessayez dans quelques minutes.
       *[other] Ce serveur accueille { $count } parties à la fois, et toutes sont en cours. Réessayez dans quelques minutes.
    }
serve-try-again = Réessayer
serve-noscript = Cardavia a besoin de JavaScript pour se jouer dans un navigateur.

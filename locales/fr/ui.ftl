## Interface de Cardavia : français.
## Mêmes identifiants de messages et mêmes variables que le catalogue anglais de base.
## Typographie : espace insécable avant « : ; ! ? » et à l’intérieur des guillemets « ».

app-title = CARDAVIA
app-tagline = Les traditions de cartes, autour de la table

## Accueil
home-traditions = Traditions de cartes
home-language = Langue : { $name }
home-appearance = Apparence
home-quit = Quitter
home-hint = Choisissez une tradition pour voir ses jeux et leurs règles.
home-cards = { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }

## Traditions
tradition-french-name = Tarot français
tradition-french-region = France
tradition-french-blurb = Une série d’atouts à part et l’Excuse s’ajoutent aux quatre couleurs : un preneur seul contre trois défenseurs.
tradition-marseille-name = Tarot de Marseille
tradition-marseille-region = Marseille · France
tradition-marseille-blurb = Le tarot de Marseille, avec ses quatre couleurs italiennes et ses atouts allégoriques, pour jouer au Tarot.
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = Vienne · Autriche
tradition-wiener-bild-blurb = Les cartes de Vienne aux couleurs françaises : le Schnapsen à deux, ou les enchères de la Préférence à trois.
tradition-back = ← Traditions de cartes
tradition-games = Jeux
tradition-wikipedia = Wikipédia ↗
tradition-french-article = https://fr.wikipedia.org/wiki/Tarot
tradition-marseille-article = https://fr.wikipedia.org/wiki/Tarot_de_Marseille
tradition-wiener-bild-article = https://en.wikipedia.org/wiki/Vienna_pattern
tradition-rules = Règles
tradition-start = Jouer

## Jeux (les titres restent tels quels)
game-french-tarot-format = 4 joueurs · Vous contre 3 IA · Donnes successives, total cumulé
game-french-tarot-blurb = Enchérissez pour devenir le preneur, seul contre trois. Ramassez des points et les trois bouts pour réussir votre contrat.
game-schnapsen-format = 2 joueurs · Vous contre l’IA · Partie en 7 points
game-schnapsen-blurb = Ramassez des points et annoncez vos mariages : le premier à 66 gagne la donne. Si votre jeu est assez fort, fermez le talon et promettez de gagner sans plus tirer de carte.
game-preference-format = 3 joueurs · Vous contre deux IA · Marque cumulée
game-preference-blurb = Enchérissez pour devenir déclarant et promettez au moins six plis. Les défenseurs peuvent se retirer, ou rester et se battre pour leurs deux plis.

## Lecture des règles
rules-title = Règles · { $game }
rules-tradition = Noms des cartes : { $tradition }
rules-search-placeholder = Rechercher dans les règles…
rules-search-none = Aucun résultat pour « { $query } ».
rules-search-found = Résultat { $index } sur { $count } pour « { $query } ».
rules-choose-game = Les règles de quel jeu ?
rules-missing = Les règles de ce jeu ne sont pas disponibles dans cette langue.

## Menu des langues
language-title = Langue
language-hint = L’application entière change de langue.
language-changed = Langue : { $name }
language-unknown = Langue inconnue « { $tag } » ; affichage en anglais.

## Apparence
appearance-title = Apparence
appearance-contrast = Contraste
appearance-grain = Grain
appearance-temperature = Température de couleur
appearance-value = { $value } %
appearance-suits = Couleurs des enseignes
appearance-suits-two = Deux couleurs (rouge et noir)
appearance-suits-four = Quatre couleurs
appearance-suits-colour-blind = Adaptées au daltonisme
appearance-ascii = Lettres simples au lieu des symboles des enseignes
appearance-reset = Valeurs par défaut
appearance-preview = Aperçu
appearance-no-color = NO_COLOR est défini : les couleurs sont désactivées ; vos choix s’appliqueront quand la couleur sera active.
appearance-saved = Apparence enregistrée.
appearance-save-failed = Impossible d’enregistrer les réglages : { $detail }
appearance-ai-level = Niveau de l’IA (nouvelles parties)
appearance-ai-easy = Facile
appearance-ai-normal = Normal
appearance-ai-hard = Difficile
appearance-ai-expert = Expert
appearance-ai-speed = Rythme de l’IA
appearance-reduce-motion = Réduire les animations (les cartes apparaissent directement à leur place)
appearance-card-points = Afficher les points des deux joueurs au Schnapsen

## Terminal trop petit
too-small-title = Le terminal est trop petit
too-small-body = Cardavia a besoin d’au moins { $min_width } × { $min_height } caractères ; ce terminal en fait { $width } × { $height }. Agrandissez la fenêtre, ou appuyez sur q pour quitter.

## Fichier de réglages
settings-damaged = Le fichier de réglages était endommagé, les valeurs par défaut sont utilisées : { $detail }

## Touches du bas de l’écran
binding-quit = Quitter
binding-back = Retour
binding-rules = Règles
binding-language = Langue
binding-appearance = Apparence
binding-search = Chercher
binding-next-match = Suivant
binding-home = Accueil
binding-palette = Palette
binding-reset = Réinitialiser

## Palette de commandes
command-home = Accueil
command-home-help = Retour à la liste des traditions de cartes
command-rules = Règles
command-rules-help = Lire les règles complètes d’un jeu
command-language = Langue
command-language-help = Changer la langue de toute l’application
command-appearance = Apparence
command-appearance-help = Contraste, grain, température de couleur et couleurs des enseignes
command-quit = Quitter
command-quit-help = Quitter Cardavia

## Historique, statistiques et parties inachevées
binding-history = Historique
binding-statistics = Stats
home-continue = Reprendre · { $summary }
command-history = Historique
command-history-help = Donnes, parties et séances passées ; rejouez celle que vous voulez
command-statistics = Statistiques
command-statistics-help = Vos résultats par jeu et dans le temps, avec graphiques
review-cli-title = { $game } : analyse de la donne { $deal } sur { $deals }, place { $seat }
review-cli-lost = Perdu face à l’expert : { $lost } (intervalle à 90 % de { $low } à { $high })
review-cli-lost-none = Rien de perdu face à l’expert : aucune décision n’a été nettement moins bonne que la sienne.
review-cli-par = Votre score { $score } · par { $par } (l’expert à votre place, mêmes cartes, mêmes adversaires)
review-cli-par-range = Votre score { $score } · par { $par } (de { $low } à { $high } ; l’expert à votre place, mêmes cartes, mêmes adversaires)
review-cli-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
review-cli-cost-none = rien
review-cli-cost-exact = { $cost } (exact)
review-cli-cost-range = { $cost } (de { $low } à { $high })
review-cli-same = la même chose
review-cli-decision = { $number }. vous : { $chosen } · expert : { $best } · coût : { $cost }
review-cli-why = pourquoi : { $reason }
review-cli-why-playout = pourquoi : elle rapporte davantage quand la donne est jouée jusqu’au bout
review-cli-costliest = { $count ->
        [one] { $count } décision, la plus coûteuse :
       *[other] Les { $count } décisions les plus coûteuses :
    }
review-cli-decisions = { $count ->
        [one] { $count } décision :
       *[other] { $count } décisions :
    }
history-title = Historique
history-all-games = Tous les jeux
history-all-results = Tous les résultats
history-result-won = Gagnée
history-result-lost = Perdue
history-result-even = Égalité
history-result-unfinished = Inachevée
history-period-any = Toutes les dates
history-period-today = Aujourd’hui
history-period-week = 7 derniers jours
history-period-month = 30 derniers jours
history-period-year = 365 derniers jours
history-col-played = Jouée le
history-col-game = Jeu
history-col-kind = Type
history-col-deals = Donnes
history-col-result = Résultat
history-col-score = Marque
history-kind-deal = Donne
history-kind-match = Partie
history-kind-session = Séance
history-count = { $count ->
    [one] { $count } enregistrement
   *[other] { $count } enregistrements
}
history-shown = Affichage des { $shown } plus récents sur { $count } enregistrements ; les filtres donnent accès aux autres.
history-hint = Entrée rejoue la ligne sélectionnée, v l’analyse.
history-empty = Aucun enregistrement pour l’instant. Les donnes terminées sont enregistrées dans { $folder }
history-none-match = Aucun enregistrement ne correspond à ces filtres.
history-skipped = { $count ->
    [one] { $count } enregistrement n’a pas pu être lu
   *[other] { $count } enregistrements n’ont pas pu être lus
}, par exemple { $detail }
history-skipped-detail = { $file } : { $reason }
history-loading = Lecture des enregistrements…
history-pending = { $count ->
    [one] { $count } fichier d’enregistrements n’est pas encore pris en compte : une autre instance de Cardavia met à jour l’index de l’historique. Rouvrez cet écran dans un instant.
   *[other] { $count } fichiers d’enregistrements ne sont pas encore pris en compte : une autre instance de Cardavia met à jour l’index de l’historique. Rouvrez cet écran dans un instant.
}
stats-title = Statistiques
stats-all-games = Tous les jeux
stats-loading = Calcul en cours…
stats-empty = Aucune donne terminée pour l’instant. Jouez une donne, ou copiez des fichiers d’enregistrement dans { $folder }
stats-deals = { $count ->
    [one] { $count } donne jouée
   *[other] { $count } donnes jouées
}
stats-results = Gagnées { $won } · perdues { $lost } · réussite { $rate }
stats-percent = { $percent } %
stats-no-rate = –
stats-game-deals = { $game } : { $count ->
    [one] { $count } donne
   *[other] { $count } donnes
}
stats-mean = Marque moyenne par donne : { $mean }
stats-levels = Contre l’IA
stats-level = { $level } : { $count ->
    [one] { $count } donne
   *[other] { $count } donnes
}, taux de réussite { $rate }
stats-level-random = Aléatoire
stats-level-unknown = Niveau non enregistré
stats-months = Par mois
stats-month = { $month } : { $count ->
    [one] { $count } donne
   *[other] { $count } donnes
}, taux de réussite { $rate }
stats-tarot-contracts = Contrats que vous avez pris (réussis)
stats-pref-contracts = Contrats que vous avez déclarés (réussis)
stats-contract = { $contract } : { $count } ({ $made })
stats-none = aucun
stats-poignees = Poignées : { $list }
stats-poignee = { $size ->
    [one] { $size } atout
   *[other] { $size } atouts
} × { $count }
stats-petit = Petit au bout : gagnés { $won }, perdus { $lost }
stats-chelems = Chelems : gagnés { $won }, perdus { $lost }
stats-bummerls = Parties : { $count ->
    [one] { $count } jouée
   *[other] { $count } jouées
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}
stats-closings = Fermetures du talon : { $made ->
    [one] { $made } réussie
   *[other] { $made } réussies
}, { $failed ->
    [one] { $failed } manquée
   *[other] { $failed } manquées
}
stats-marriages = Mariages : 20 × { $twenty }, 40 × { $forty }
stats-defence = Défense : { $count ->
    [one] { $count } contrat défendu
   *[other] { $count } contrats défendus
}, { $set ->
    [one] { $set } chuté
   *[other] { $set } chutés
}
stats-pool = Poule : { $paid ->
    [one] { $paid } versé
   *[other] { $paid } versés
}, { $taken ->
    [one] { $taken } retiré
   *[other] { $taken } retirés
}
stats-skipped = { $count ->
    [one] { $count } enregistrement n’a pas pu être lu (voir l’Historique)
   *[other] { $count } enregistrements n’ont pas pu être lus (voir l’Historique)
}
stats-tab-score = Marque
stats-tab-winrate = Taux de réussite
stats-tab-contracts = Contrats
stats-plot-score = Votre marque au fil des donnes
stats-plot-winrate = Taux de réussite sur les { $window } dernières donnes (en %)
stats-plot-contracts = Contrats réussis, par enchère
stats-axis-deals = donnes
stats-bar-taken = pris
stats-bar-made = réussis
stats-bar-closing = Fermeture
## Review a deal, your decisions against the expert’s (the screen, Statistics, History)
review-title = Analyse : { $game }
review-title-of = Analyse : { $game } · donne { $number } sur { $count }
review-decisions = Vos décisions
review-decision-of = { $kind } · décision { $number } sur { $count }
review-kind-card = Pli { $trick }
review-kind-bid = Enchère
review-kind-discard = Écart
review-kind-declaration = Annonce
review-you = Vous : { $action }
review-expert = Expert : { $action }
review-expert-agrees = Expert : la même chose
review-cost = Coût : { $cost }
review-cost-nothing = rien
review-cost-exact = { $cost } (exact)
review-cost-range = { $cost } (de { $low } à { $high })
review-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
review-why = Pourquoi : { $reason }
review-why-none = la donne jouée jusqu’au bout rapporte davantage ainsi
review-folded = ✓ { $count ->
        [one] { $count } décision
       *[other] { $count } décisions
    }
review-folded-heading = Décisions { $first } à { $last } sur { $count }
review-folded-detail = { $count ->
        [one] { $count } décision n’a rien coûté : l’expert aurait choisi la même chose. Appuyez sur f pour l’afficher.
       *[other] { $count } décisions n’ont rien coûté : l’expert aurait choisi la même chose. Appuyez sur f pour les afficher.
    }
review-lost = { $lost } perdus (de { $low } à { $high })
review-lost-nothing = rien de perdu
review-summary = Face à l’expert : { $lost } · votre marque { $score } · par { $par }
review-bids = Enchères jusqu’ici : { $bids }
review-bids-none = Vous parlez le premier.
review-trick = Sur la table : { $cards }
review-trick-lead = Vous entamez.
review-plot-title = Points perdus au fil de la donne
review-plot-axis = décisions
review-starting = Mise en place de la donne… Échap annule.
review-working = Analyse de vos décisions : { $done } sur { $count }… Échap annule.
review-failed = Cette donne ne peut pas être analysée : { $reason }
review-settlement = Analyser
review-no-game = Ce jeu n’a pas encore d’analyse.
review-no-deal = Cet enregistrement n’a encore aucune donne jouée.
binding-review = Analyser
binding-review-unfold = Déplier
binding-review-deal = Donne
stats-tab-review = Analyse
stats-plot-review = Points perdus par donne analysée
stats-review-count = { $count ->
        [one] { $count } donne analysée
       *[other] { $count } donnes analysées
    }
stats-review-mean = Perte moyenne par donne : { $mean }
stats-review-better = Tendance : { $amount } de moins perdus par donne, vous progressez.
stats-review-worse = Tendance : { $amount } de plus perdus par donne.
stats-review-steady = Tendance : stable.
stats-review-none = Aucune donne analysée pour l’instant. À la fin d’une donne, choisissez « Analyser cette donne », ou appuyez sur v sur une donne de l’Historique.
resume-summary = { $game } · { $standings } · { $deal }
# The name of the game inside a sentence (running text, as the glossary has it). Titles stay as they are.
game-french-tarot-in-text = Tarot
game-schnapsen-in-text = Schnapsen
game-preference-in-text = Préférence
game-french-tarot-title = Tarot
game-schnapsen-title = Schnapsen
game-preference-title = Préférence
resume-ask = Vous avez une partie de { $game } inachevée
resume-continue = La reprendre
resume-new = En commencer une nouvelle (l’inachevée est abandonnée)
resume-damaged = Une partie inachevée n’a pas pu être lue et a été mise de côté : { $detail }
resume-not-kept = La partie inachevée n’a pas pu être conservée : { $reason }
## Textes propres à Textual dans la palette de commandes
palette-placeholder = Rechercher une commande…
palette-no-matches = Aucun résultat

## Jouer entre amis
home-join = Rejoindre une table
tradition-friends = Jouer entre amis
binding-lobby-start = Commencer
binding-lobby-leave = Quitter
friends-host-title = { $game } entre amis
friends-your-name = Votre nom
friends-host-friends = Places pour des amis
friends-count = { $count ->
        [one] { $count } ami
       *[other] { $count } amis
    }
friends-host-level = Niveau de l’IA aux places libres
friends-host-chat = Discussion à la table (lignes courtes dans le journal)
friends-host-network = Des amis sur d’autres ordinateurs peuvent rejoindre
friends-host-local-note = Seul cet ordinateur peut rejoindre : des amis dans d’autres terminaux ici.
friends-host-network-note = La table s’ouvre à votre réseau : toute personne qui y a le code peut s’asseoir à une place libre. Rien d’autre de cet ordinateur n’est accessible, mais cartes, noms et discussion circulent en clair : à utiliser sur un réseau de confiance.
friends-host-open = Ouvrir la table
friends-opening = Ouverture de la table…
friends-table = table { $code }
friends-invite = Invitez vos amis : ils tapent
friends-address = Adresse { $address } · code { $code }
friends-local-only = Seul cet ordinateur peut rejoindre ({ $address }).
friends-exposed = Ouverte à votre réseau : quiconque atteint { $address } avec le code peut s’asseoir.
friends-at-table = À la table
friends-mark-host = hôte
friends-mark-away = hors ligne
friends-seat-ai = IA ({ $level }) · libre pour un ami
friends-waiting-for = { $count ->
        [one] En attente de { $count } ami de plus. Appuyez sur s pour commencer maintenant : l’IA joue les places vides.
       *[other] En attente de { $count } amis de plus. Appuyez sur s pour commencer maintenant : l’IA joue les places vides.
    }
friends-all-here = Tout le monde est là. Appuyez sur s pour commencer.
friends-waiting-host = En attente du lancement de la partie par l’hôte…
friends-dealing = Distribution…
friends-close-ask = Fermer la table ?
friends-close = Fermer la table
friends-close-note = La partie s’arrête pour toute la table ; chacun garde les donnes terminées dans son historique.
friends-leave-note = L’IA prend votre place ; les autres continuent. Vos donnes terminées sont dans votre historique.
friends-join-title = Rejoindre une table
friends-join-address = Adresse
friends-join-code = Code
friends-join-go = Rejoindre
friends-joining = Connexion à { $address }…
friends-error-address = « { $address } » n’est pas une adresse : écrivez-la comme l’invitation, par exemple { $example }.
friends-error-code = « { $code } » n’est pas un code d’invitation : il ressemble à K7PQ-2M.
friends-error-bad-code = Aucune table n’a ce code à { $address } : vérifiez le code que votre ami vous a donné.
friends-error-unreachable = Impossible de joindre { $address } : la table est-elle encore ouverte, et l’adresse juste ?
friends-error-unsupported-version = La table à { $address } utilise une version de Cardavia incompatible avec celle-ci : mettez les deux à la même version.
friends-error-seat-taken = Cette place est prise : rejoignez de nouveau pour une place libre.
friends-error-no-seat = La table à { $address } est complète.
friends-error-bad-token = Votre place à { $address } est passée à l’IA après votre départ : rejoignez de nouveau pour vous asseoir.
friends-error-other = L’hôte a refusé : { $message }
friends-error-host = La table n’a pas pu ouvrir : { $message }
friends-waiting = En attente des autres…
friends-sat-down = { $name } a pris place.
friends-away = La connexion de { $name } est coupée — l’IA joue sa place en attendant.
friends-back = { $name } est de retour.
friends-left-for-good = { $name } a quitté la table — l’IA joue sa place.
friends-connection-lost = La connexion à l’hôte est coupée — nouvelle tentative…
friends-reconnected = De retour à la table.
friends-host-left = L’hôte a fermé la table. Vos donnes terminées sont dans votre historique.
friends-replaced = Votre place a été reprise depuis un autre terminal.
friends-refused = L’hôte a refusé : { $reason }
friends-chat-line = { $name } : { $text }
friends-join-sit = S’asseoir
friends-join-seats = Votre place
friends-any-seat = N’importe quelle place libre
friends-seat-held = Place { $number } · { $name }
friends-seat-free = Place { $number } · libre (l’IA la joue jusqu’à ce que quelqu’un s’y assoie)
binding-chat = Discussion
friends-chat-title = Dire à la table
friends-chat-note = Entrée envoie la ligne à toute la table ; Échap revient en arrière.

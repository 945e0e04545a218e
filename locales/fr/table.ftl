## La table de jeu : français.
## Les noms de places sont des variables ; quand le verbe doit s’accorder avec « Vous »,
## le message choisit sa forme selon { $seat } (variante [Vous]).

## Places (vous êtes assis en bas de la table)
seat-you = Vous
seat-east = Est
seat-north = Nord
seat-west = Ouest
seat-cards = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }

## Rôles et badges des places
role-dealer = donneur
role-taker = PRENEUR · { $contract }
role-defender = défenseur
role-declarer = DÉCLARANT · { $contract }
## Un contrat chiffré de la Préférence, sur la place du déclarant et dans le règlement.
contract-level = contrat { $level }
role-poignee = { $size ->
        [10] poignée simple
        [13] poignée double
        [15] poignée triple
       *[other] poignée de { $size }
    }
role-chelem = chelem annoncé
role-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
role-pending = (+{ $points } en attente)
role-tricks = { $count ->
        [one] { $count } pli
       *[other] { $count } plis
    }
role-marriage = mariage à { $suit } { $points }
role-pass = passe
role-level = enchère { $level }
role-hold = enchère tenue
role-stay = en défense
role-drop = retiré
role-invited = invité
role-inviter = invitant
role-alone = seul en défense

## Le tapis
table-deal = Donne { $number }
table-totals = Totaux : { $totals }
table-match = Points restants : Vous { $you } · { $opponent } { $them }
table-scores = Marques : { $scores } · poule { $pool }
table-chien = Chien : { $cards }
table-discarded-trumps = Atouts à l’écart : { $cards }
table-trick-count = Pli { $number }/{ $total }
table-taker-tricks = Preneur pour l’instant : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $bouts ->
        [one] { $bouts } bout
       *[other] { $bouts } bouts
    } → il lui faut { $target }
table-trump-suit = Atout : { $suit }
table-trump-card = Retourne : { $card }
table-stock = Talon : { $count }
table-closed = { $seat ->
        [Vous] Talon fermé par vous
       *[other] Talon fermé par { $seat }
    }
table-talon = Talon : { $cards }
table-pool = Poule : { $pool }
table-your-turn = À vous : choisissez une carte (←/→ ou 1–9, Entrée ou clic).
table-thinking = { $seat } réfléchit…
table-illegal = « { $action } » n’est pas possible : { $reason }
table-hint = Conseil : { $action } — { $reason }
table-undone = Votre dernière décision a été annulée.
table-nothing-to-undo = Rien à annuler.
table-last-trick = Dernier pli  → { $seat }
table-no-last-trick = Aucun pli n’a encore été joué.
table-saved = Donne enregistrée dans { $path }
table-save-failed = Cette donne n’a pas pu être enregistrée : { $reason }. La partie continue.
table-save-kept = Les donnes enregistrées auparavant sont intactes dans { $path }.
table-save-nothing-kept = Rien n’avait encore été enregistré.
save-reason-disk-full = le disque est plein
save-reason-too-big = le fichier dépasse la taille permise par le système
save-reason-no-permission = pas d’autorisation d’écrire à cet endroit
save-reason-read-only = le dossier est en lecture seule
save-reason-unknown = une erreur inconnue

## Actions (les contrats Prise, Garde, Garde sans et Garde contre restent tels quels)
action-pass = Passe
action-chelem = Chelem
action-no-chelem = Pas de chelem
action-poignee = { $size ->
        [10] Poignée simple (10)
        [13] Poignée double (13)
        [15] Poignée triple (15)
       *[other] Poignée ({ $size })
    }
action-poignee-choose = Poignée…
action-discard = Écarter { $card }
action-exchange = Échanger le Bube d’atout
action-close = Fermer le talon
action-marriage = Mariage avec { $card }
action-level = Enchère { $level }
action-hold = Je tiens
action-game = Jeu à { $suit }
action-hearts = Cœur
action-trump = Atout { $suit }
action-stay = Rester
action-drop = Se retirer
action-invite = Inviter
action-alone = Jouer seul
action-no-aces = Sans Ass

## Journal
## Le journal rapporte ce qui s’est passé, au présent et à la troisième personne ; $person vaut
## « you » pour votre propre place (le verbe s’accorde alors avec « Vous »), « other » sinon.
## log-action est une carte jouée : « Est : K♠ ».
log-action = { $seat } : { $action }
log-discard-hidden = { $person ->
        [you] Vous écartez
       *[other] { $seat } écarte
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } face cachée
log-pass = { $person ->
        [you] Vous passez
       *[other] { $seat } passe
    }
log-contract = { $person ->
        [you] Vous annoncez une { $contract }
       *[other] { $seat } annonce une { $contract }
    }
log-chelem = { $person ->
        [you] Vous annoncez un chelem
       *[other] { $seat } annonce un chelem
    }
log-no-chelem = { $person ->
        [you] Vous n’annoncez pas de chelem
       *[other] { $seat } n’annonce pas de chelem
    }
log-discard = { $person ->
        [you] Vous écartez { $card }
       *[other] { $seat } écarte { $card }
    }
log-exchange = { $person ->
        [you] Vous échangez le Bube d’atout contre la retourne
       *[other] { $seat } échange le Bube d’atout contre la retourne
    }
log-close = { $person ->
        [you] Vous fermez le talon
       *[other] { $seat } ferme le talon
    }
log-marriage = { $person ->
        [you] Vous annoncez le mariage avec { $card }
       *[other] { $seat } annonce le mariage avec { $card }
    }
log-level = { $person ->
        [you] Vous annoncez { $level }
       *[other] { $seat } annonce { $level }
    }
log-hold = { $person ->
        [you] Vous tenez l’enchère
       *[other] { $seat } tient l’enchère
    }
log-game = { $person ->
        [you] Vous annoncez un Jeu à { $suit }
       *[other] { $seat } annonce un Jeu à { $suit }
    }
log-hearts = { $person ->
        [you] Vous annoncez Cœur
       *[other] { $seat } annonce Cœur
    }
log-trump = { $person ->
        [you] Vous choisissez l’atout { $suit }
       *[other] { $seat } choisit l’atout { $suit }
    }
log-stay = { $person ->
        [you] Vous restez en défense
       *[other] { $seat } reste en défense
    }
log-drop = { $person ->
        [you] Vous vous retirez
       *[other] { $seat } se retire
    }
log-invite = { $person ->
        [you] Vous invitez l’autre défenseur
       *[other] { $seat } invite l’autre défenseur
    }
log-alone = { $person ->
        [you] Vous choisissez de défendre seul
       *[other] { $seat } choisit de défendre seul
    }
log-no-aces = { $person ->
        [you] Vous annoncez Sans Ass
       *[other] { $seat } annonce Sans Ass
    }
log-trick = Pli { $number } → { $seat }
log-poignee = { $person ->
        [you] Vous montrez
       *[other] { $seat } montre
    } { $size ->
        [10] une poignée simple
        [13] une poignée double
        [15] une poignée triple
       *[other] une poignée
    } ({ $size } atouts) : { $cards }
log-excuse = L’Excuse reste à son camp ; l’autre camp est crédité de 0,5 point.
log-annulled-all-pass = Tout le monde a passé : la donne est annulée et redistribuée par le donneur suivant.
log-annulled-petit-sec = Petit sec : la donne est annulée et redistribuée par le donneur suivant.

## Dialogues
dialog-decide = Votre décision
dialog-unavailable = { $options } : { $reason }
dialog-bidding = Votre enchère
dialog-chelem = Annoncer un chelem (les 18 plis) ?
dialog-trump = Choisissez l’atout
dialog-defence = Rester en défense ou vous retirer ?
dialog-invitation = Inviter l’autre défenseur, ou jouer seul ?
dialog-defence-note = En restant, vous vous engagez à faire au moins 2 plis (sinon 10 à la poule). Si les deux défenseurs se retirent, le déclarant est crédité de 10 plis.
dialog-invitation-note = Invité, l’autre défenseur doit vous rejoindre : vous encaissez les gains des deux et il vous faut 4 plis à vous deux. Seul, on joue deux cartes par pli et il vous en faut 2.
dialog-leave = Quitter la table ?
dialog-leave-note = La partie est conservée : « Reprendre », sur l’écran d’accueil, vous y ramène (les donnes terminées sont déjà enregistrées).
action-keep-playing = Continuer
action-leave-table = Quitter
dialog-discard = { $count ->
        [one] Choisissez { $count } carte à écarter
       *[other] Choisissez { $count } cartes à écarter
    }
dialog-discard-note-french-tarot = Jamais de Roi ni de bout ; des atouts seulement s’il vous manque d’autres cartes, et ils sont montrés à tous.
dialog-discard-note-preference = Deux cartes au choix ; personne d’autre ne les voit.
dialog-confirm = Valider
dialog-marriage = Annoncer le mariage ?
dialog-card-refused = { $card } : { $reason }
dialog-play-plain = Jouer simplement { $card }
dialog-poignee = Montrer une poignée avant votre première carte ?
dialog-poignee-level = { $size ->
        [10] Poignée simple (10)
        [13] Poignée double (13)
        [15] Poignée triple (15)
       *[other] Poignée de { $size }
    } : { $cards }
dialog-poignee-adjust = Choisir les atouts à montrer…
dialog-poignee-none = Pas de poignée

## Fin de la donne
end-title = Fin de la donne
end-next-deal = Donne suivante
end-watch-back = Reculer d’un coup
end-new-game = Nouvelle partie
end-menu = Retour au menu
settle-seat-score = { $seat } : { $score } (total { $total })
settle-side-taker = le preneur
settle-side-defence = la défense
settle-annulled-all-pass = Tout le monde a passé : la donne est annulée.
settle-annulled-petit-sec = Petit sec ({ $seats }) : la donne est annulée.
settle-tarot-contract = Contrat : { $contract } (× { $multiplier }), preneur : { $seat }.
settle-tarot-bouts = Bouts du preneur : { $bouts } → il lui faut { $target ->
        [one] { $target } point
       *[other] { $target } points
    }.
settle-tarot-points = Points du preneur : { $points } (contrat { $made ->
        [yes] réussi de { $diff }
       *[no] chuté de { $diff }
    }).
settle-tarot-base = Base : (25 + { $diff }) × { $multiplier } = { $base } par défenseur.
settle-tarot-petit = Petit au bout pour { $side } : { $points }
settle-tarot-poignee = { $seat ->
        [Vous] Vous avez montré
       *[other] { $seat } a montré
    } { $size ->
        [10] une poignée simple
        [13] une poignée double
        [15] une poignée triple
       *[other] une poignée
    } ({ $size } atouts).
settle-tarot-poignees = Poignées, au camp qui gagne le contrat : { $points }
settle-tarot-chelem = Chelem ({ $kind }) : { $points }
settle-tarot-defenders-pay = Chaque défenseur paie { $amount } au preneur.
settle-tarot-taker-pays = Le preneur paie { $amount } à chaque défenseur.
chelem-declared-made = annoncé et réussi
chelem-declared-failed = annoncé et chuté
chelem-declared-failed-defence = annoncé, et la défense a fait tous les plis
chelem-taker = non annoncé, le preneur a fait tous les plis
chelem-defence = la défense a fait tous les plis
settle-schnapsen-winner = { $seat ->
        [Vous] Vous gagnez
       *[other] { $seat } gagne
    } la donne : { $points ->
        [one] { $points } point de partie
       *[other] { $points } points de partie
    }.
settle-schnapsen-reason-66 = 66 points atteints.
settle-schnapsen-reason-last-trick = Personne n’a atteint 66 : le gagnant du dernier pli marque 1 point de partie.
settle-schnapsen-reason-closer-66 = Le joueur qui a fermé le talon a atteint 66.
settle-schnapsen-reason-opponent-66 = L’adversaire de celui qui a fermé le talon a atteint 66 le premier.
settle-schnapsen-reason-closer-failed = Le joueur qui a fermé le talon n’a pas atteint 66.
settle-schnapsen-cards = Points : Vous { $you } · { $opponent } { $them }
settle-schnapsen-closing = { $seat ->
        [Vous] Vous avez fermé
       *[other] { $seat } a fermé
    } le talon quand l’adversaire avait { $points ->
        [one] { $points } point
       *[other] { $points } points
    } et { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    }.
settle-schnapsen-match = Partie, points restants : Vous { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat ->
        [Vous] Vous gagnez la partie !
       *[other] { $seat } gagne la partie !
    }
settle-preference-void = Tout le monde a passé : rien n’est réglé.
settle-preference-contract = Déclarant : { $seat }, { $contract } · atout { $suit }
settle-preference-tricks = Plis du déclarant : { $tricks }, il en faut 6 (contrat { $made ->
        [yes] réussi
       *[no] chuté
    }).
settle-preference-defender = { $seat } ({ $choice }) : { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    }
settle-preference-flow = { $payer } → { $payee } : { $amount } ({ $item })
settle-preference-from-pool = La poule → { $payee } : { $amount } ({ $item })
settle-preference-to-pool = { $payer } → la poule : { $amount } ({ $item })
settle-pool = la poule
settle-item-declarer-short = déclarant à moins de 6 plis
settle-item-defender-short = défenseur à moins de 2 plis
settle-item-defence-pair-short = défense sur invitation à moins de 4 plis
settle-item-declarer-takes = les 10 du déclarant
settle-item-defence-tricks = 1 par pli de la défense
settle-item-hearts = Cœur
settle-item-four-aces = quatre Ass
settle-item-no-aces = Sans Ass
settle-item-refill = la poule est vide : chacun y met 30
end-title-match-won = Partie gagnée
end-title-match-lost = Partie perdue : le Bummerl est pour vous

## Touches du bas de la table
binding-hint = Conseil
binding-undo = Annuler
binding-last-trick = Dernier pli
binding-skip = Vite
binding-menu = Menu
binding-play = Jouer
table-record-ends = L’enregistrement s’arrête ici : la donne n’a pas été terminée.
table-watching = Relecture : Espace pause, , . coup précédent/suivant, + − vitesse, Échap quitte.

## Pourquoi une action n’est pas permise
## Affiché après « … n’est pas possible : » et dans les dialogues. illegal-common-* sert à tous
## les jeux ; illegal-phase-* nomme une phase à l’intérieur des autres messages.
illegal-phase-bidding = les enchères
illegal-phase-discard = l’écart
illegal-phase-chelem = le choix du chelem
illegal-phase-trump = le choix de l’atout
illegal-phase-defence = le choix des défenseurs
illegal-phase-invitation = l’invitation
illegal-phase-play = le jeu de la carte
illegal-common-deal-over = la donne est terminée ; plus aucune action n’est possible
illegal-common-not-held = { $card } n’est pas dans cette main ({ $seat })
illegal-common-unknown-action = action inconnue : { $action }
illegal-french-tarot-poignee-wrong-phase = une poignée s’annonce juste avant votre première carte, pas pendant { $phase }
illegal-french-tarot-card-wrong-phase = aucune carte ne se joue pendant { $phase }
illegal-french-tarot-discard-wrong-phase = seul le preneur fait l’écart, après avoir pris le chien ; pas pendant { $phase }
illegal-french-tarot-bid-wrong-phase = les enchères sont finies ; pas d’enchère pendant { $phase }
illegal-french-tarot-bid-too-low = { $bid } ne couvre pas { $contract } ; annoncez plus haut ou passez
illegal-french-tarot-chelem-wrong-phase = seul le preneur annonce un chelem, juste après l’écart (ou après les enchères en Garde sans ou Garde contre)
illegal-french-tarot-must-follow = vous devez fournir à la couleur demandée ({ $suit })
illegal-french-tarot-must-trump-trumps-led = l’entame est à l’atout : vous devez jouer atout
illegal-french-tarot-must-trump = vous n’avez pas la couleur demandée : vous devez couper
illegal-french-tarot-must-overtrump = vous devez monter sur l’atout le plus fort ({ $card }), puisque vous le pouvez
illegal-french-tarot-discard-not-held = le preneur n’a pas { $card }
illegal-french-tarot-discard-king = un Roi ne peut jamais aller à l’écart
illegal-french-tarot-discard-bout = les bouts (le Petit, le 21 et l’Excuse) ne peuvent jamais aller à l’écart
illegal-french-tarot-discard-trump = vous ne pouvez écarter d’atout que s’il vous reste moins de 6 cartes hors atout écartables
illegal-french-tarot-discard-trump-count = vous ne pouvez écarter que { $count ->
        [one] { $count } atout
       *[other] { $count } atouts
    } : les cartes hors atout passent d’abord
illegal-french-tarot-poignee-too-late = une poignée s’annonce seulement juste avant votre première carte
illegal-french-tarot-poignee-repeated = vous avez déjà annoncé une poignée
illegal-french-tarot-poignee-size = une poignée montre exactement 10, 13 ou 15 atouts, pas { $size }
illegal-french-tarot-poignee-not-trumps = une poignée ne montre que des atouts (et l’Excuse pour en remplacer un)
illegal-french-tarot-poignee-not-held = vous ne pouvez pas montrer { $cards } : ces cartes ne sont pas dans votre main
illegal-french-tarot-poignee-no-excuse = vous n’avez pas l’Excuse
illegal-french-tarot-poignee-excuse = l’Excuse ne remplace un atout que si vous montrez tous vos atouts et qu’il en manque encore un
illegal-schnapsen-closed-must-beat = le talon est fermé : vous devez battre { $card }, puisque vous le pouvez
illegal-schnapsen-exhausted-must-beat = le talon est épuisé : vous devez battre { $card }, puisque vous le pouvez
illegal-schnapsen-closed-must-follow = le talon est fermé : vous devez fournir à la couleur demandée ({ $suit })
illegal-schnapsen-exhausted-must-follow = le talon est épuisé : vous devez fournir à la couleur demandée ({ $suit })
illegal-schnapsen-closed-must-trump = le talon est fermé ; vous n’avez plus de { $suit }, vous devez donc couper
illegal-schnapsen-exhausted-must-trump = le talon est épuisé ; vous n’avez plus de { $suit }, vous devez donc couper
illegal-schnapsen-marriage-rank = un mariage s’annonce en entamant d’un König ou d’une Dame
illegal-schnapsen-marriage-not-leading = seul le joueur qui entame annonce un mariage, au moment d’entamer
illegal-schnapsen-marriage-not-held = vous n’avez pas { $card }
illegal-schnapsen-marriage-partner-missing = un mariage demande le König et la Dame de la même couleur ({ $suit }) ; vous n’avez pas { $card }
illegal-schnapsen-marriage-repeated = vous avez déjà annoncé le mariage à { $suit }
illegal-schnapsen-exchange-not-leading = seul le joueur qui entame peut échanger, avant d’entamer
illegal-schnapsen-exchange-closed = le talon est fermé ; la retourne ne peut plus être échangée
illegal-schnapsen-exchange-exhausted = le talon est épuisé ; la retourne a été tirée
illegal-schnapsen-exchange-no-jack = vous n’avez pas le Bube d’atout ({ $card })
illegal-schnapsen-close-not-leading = seul le joueur qui entame peut fermer le talon, avant d’entamer
illegal-schnapsen-close-already-closed = le talon est déjà fermé
illegal-schnapsen-close-hand-size = pour fermer, il faut 5 cartes en main ; vous en avez { $count }
illegal-schnapsen-close-exhausted = le talon est épuisé ; il n’y a plus rien à fermer
illegal-preference-card-wrong-phase = aucune carte ne se joue pendant { $phase }
illegal-preference-bid-wrong-phase = les enchères sont finies ; pas d’enchère pendant { $phase }
illegal-preference-defence-wrong-phase = rester ou se retirer est le choix des défenseurs après les enchères et l’échange, pas pendant { $phase }
illegal-preference-invitation-wrong-phase = inviter ou jouer seul revient au seul défenseur resté quand l’autre s’est retiré, pas pendant { $phase }
illegal-preference-first-turn-only = { $bid } ne s’annonce qu’à la première prise de parole d’un joueur
illegal-preference-game-too-low = { $bid } ne bat pas { $contract } ; un Jeu plus tardif doit être dans une couleur plus haute (♣ < ♠ < ♦)
illegal-preference-game-standing = { $contract } a été annoncé ; vous ne pouvez qu’annoncer un Jeu plus haut, Cœur, ou passer
illegal-preference-hold-nothing = il n’y a aucune enchère à tenir
illegal-preference-hold-not-bid = vous ne pouvez tenir que si vous avez vous-même annoncé un chiffre auparavant
illegal-preference-hold-priority = { $seat } a annoncé { $level } et a la priorité sur vous (premier en main > deuxième en main > donneur) ; montez ou passez
illegal-preference-jump-may-hold = vous pouvez tenir { $level } (vous avez la priorité sur { $seat }) ou passer ; annoncer { $bid } serait un saut
illegal-preference-too-low-may-hold = { $bid } ne couvre pas { $level } ; vous pouvez tenir { $level } ou passer
illegal-preference-only-pass = { $seat } tient 4, la plus haute enchère chiffrée ; vous ne pouvez que passer
illegal-preference-bid-too-low = { $bid } ne couvre pas { $level } ; annoncez { $next } ou passez
illegal-preference-jump = pas d’enchère par saut ; l’enchère suivante est { $next }
illegal-preference-discards-done = les deux cartes sont écartées ; nommez l’atout maintenant
illegal-preference-discard-wrong-phase = seul le déclarant d’un contrat chiffré écarte, juste après avoir pris le talon ; pas pendant { $phase }
illegal-preference-discard-not-held = le déclarant n’a pas { $card }
illegal-preference-trump-before-discard = écartez 2 cartes avant de nommer l’atout
illegal-preference-trump-wrong-phase = seul le déclarant d’un contrat chiffré nomme l’atout, après l’échange ; pas pendant { $phase }
illegal-preference-trump-too-low = l’atout doit être au moins au niveau de la couleur de l’enchère ; { $level } correspond à { $lowest }, donc { $suit } est trop bas
illegal-preference-no-aces-repeated = Sans Ass a déjà été annoncé
illegal-preference-no-aces-not-now = seul le déclarant annonce Sans Ass, juste avant l’entame
illegal-preference-no-aces-has-aces = Sans Ass exige une main sans aucun Ass ; le déclarant a { $cards }
illegal-preference-no-aces-has-aces-talon = Sans Ass exige une main sans aucun Ass (le talon compte, gardé ou écarté) ; le déclarant a { $cards }
illegal-preference-must-follow = vous devez fournir à la couleur demandée ({ $suit })
illegal-preference-must-trump = vous n’avez pas de { $suit } : vous devez jouer atout ({ $trump })
illegal-preference-must-beat = vous devez battre { $card }, puisque vous le pouvez ({ $cards })
illegal-preference-must-beat-lowest = vous devez battre avec votre plus petite carte gagnante ({ $card })

## Conseils
## hint-<code> : pourquoi l’IA normale choisit l’action (une ligne après « Conseil : … — »).
hint-only-legal = le seul choix permis
hint-keeps-strongest = garde vos cartes fortes pour plus tard
hint-top-of-suit = votre plus haute carte en { $suit }
hint-top-trump = votre plus fort atout
hint-wins-trick = remporte le pli
hint-cheapest-trump-over = le plus petit atout qui bat { $card }
hint-void-trump = plus aucune carte en { $suit } : vous coupez
hint-master-card = la carte maîtresse en { $suit }
hint-master-trump = l’atout maître : personne ne peut le battre
hint-takes-lead = bat { $card } pour l’instant
hint-partner-feed = votre partenaire prend le pli avec { $card } : chargez
hint-partner-wins = votre partenaire prend le pli avec { $card }
hint-duck = ne gaspillez pas une carte maîtresse sur { $card }
hint-lost-lowest = le pli est perdu : la plus petite carte
hint-lost-keep-trumps = le pli est perdu : la plus petite carte hors atout
hint-lost-shed = le pli est perdu : défaussez une carte inutile
hint-lead-master = la carte maîtresse en { $suit }
hint-lead-master-trump = l’atout maître
hint-lead-draw-trumps = vous avez { $count ->
        [one] { $count } atout
       *[other] { $count } atouts
    }, { $number ->
        [one] { $number } autre dehors
       *[other] { $number } autres dehors
    } : { $number ->
        [one] faites-le tomber
       *[other] faites-les tomber
    }
hint-lead-long = la plus petite carte de votre plus longue couleur ({ $suit })
hint-lead-low = votre plus petite carte en { $suit } : gardez les hautes
hint-lead-singleton = votre dernière carte en { $suit } : vous n’en aurez plus
hint-tarot-bid = main à { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : la { $contract } en exige { $target }
hint-tarot-pass = main à { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : la { $contract } en exige { $target }
hint-tarot-discard-void = vous fait une coupe en { $suit }
hint-tarot-discard-points = met à l’abri les points de { $card }
hint-tarot-discard-small = une petite carte qui ne vous manquera pas
hint-tarot-discard-trump = faute d’autres cartes : un petit atout, montré à tous
hint-tarot-chelem = { $count ->
        [one] { $count } atout
       *[other] { $count } atouts
    }, le 21 et l’Excuse : tous les plis sont sûrs
hint-tarot-no-chelem = avec { $count ->
        [one] { $count } atout
       *[other] { $count } atouts
    }, les 18 plis ne sont pas assurés
hint-tarot-poignee = { $size ->
        [one] { $size } atout montré
       *[other] { $size } atouts montrés
    } : prime pour le camp gagnant
hint-tarot-save-petit = sauve le Petit : il remporte ce pli
hint-tarot-save-petit-partner = sauve le Petit : votre partenaire prend le pli avec { $card }
hint-tarot-excuse = le pli va à l’autre camp : l’Excuse ne lui donne rien
hint-tarot-excuse-lead = plus de cartes hors atout : l’Excuse avant le dernier pli
hint-schnapsen-exchange = échange le Bube d’atout contre { $card }
hint-schnapsen-marriage = le mariage à { $suit } rapporte { $points }
hint-schnapsen-marriage-66 = les { $points } du mariage vous amènent à 66
hint-schnapsen-close-trumps = vous avez { $points ->
        [one] { $points } point
       *[other] { $points } points
    } et { $count ->
        [1] l’atout maître
        [one] { $count } atout maître
       *[other] { $count } atouts maîtres
    }
hint-schnapsen-close = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, et vos cartes maîtresses assurent 66
hint-schnapsen-reaches-66 = remporte le pli et vous amène à { $points }
hint-schnapsen-wins-points = remporte le pli : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
hint-schnapsen-lead-marriage = prend la main pour annoncer le mariage à { $suit } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
hint-schnapsen-lead-cheap = une petite entame : atouts, Ass et 10 restent en main
hint-schnapsen-stock-out = le talon est épuisé : vous connaissez le jeu adverse
hint-pref-bid = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } avec atout { $suit } : enchère { $level }
hint-pref-hold = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } avec atout { $suit } : tenez
hint-pref-game = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } à { $suit } : un Jeu sans le talon
hint-pref-hearts = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } à cœur : assez pour annoncer Cœur
hint-pref-pass = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } avant le talon, il en faut { $target }
hint-pref-pass-game = un Jeu est annoncé : aucune enchère chiffrée ne le bat
hint-pref-pass-top = les enchères sont déjà à { $level }
hint-pref-discard = garde environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } avec atout { $suit }
hint-pref-trump = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } : { $suit }, votre meilleur atout
hint-pref-stay = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } en défense : il en faut 2
hint-pref-drop = seulement environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } en défense : trop risqué
hint-pref-invite = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } : avec votre partenaire, 4 sont à portée
hint-pref-alone = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } : trop peu pour porter votre partenaire
hint-pref-no-aces = environ { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } : assez pour annoncer Sans Ass

# The card table (felt, piles, trick, settlement lines, replay controls)
binding-log = Journal
# Title of the log panel (the Log box of the wireframe).
log-title = Journal
pile-chien = Chien
pile-talon = Talon
table-trick-taken = { $seat ->
    [Vous] Vous remportez le pli
   *[other] { $seat } remporte le pli
}
settle-tarot-in-tricks = Gagné dans les plis : { $points }
settle-tarot-in-discard = Dans l’écart : { $points }
settle-tarot-in-chien = Dans le chien : { $points }
settle-tarot-excuse-comp = Compensation de l’Excuse : { $points }
table-watch-paused = En pause : . joue le coup suivant, , revient d’un coup, Espace reprend.
table-watch-start = Début de l’enregistrement : aucun coup à reprendre.
table-watch-speed = Vitesse { $speed } %
binding-watch-pause = Pause
binding-watch-step = Pas à pas

# The log, a hold with its level, a resumed deal summed up
log-hold-level = { $person ->
        [you] Vous tenez l’enchère à { $level }
       *[other] { $seat } tient l’enchère à { $level }
    }
log-summary = Donne { $number } jusqu’ici :
log-summary-trick = Pli { $number } : { $cards } → { $seat }

## La feuille de marque sous le règlement (comme les joueurs la tiennent sur papier)
sheet-title = Feuille de marque
sheet-bummerl-title = Tableau du Bummerl
sheet-pool-title = Feuille de la poule
sheet-deal = Donne
sheet-contract = Contrat
sheet-start = Départ
sheet-pool = Poule
sheet-taken = { $seat } · { $contract } { $made ->
        [yes] ✓
       *[no] ✗
    }
sheet-annulled = annulée
sheet-all-pass = tous passent
sheet-bummerl = { $person ->
        [you] Le Bummerl est pour vous.
       *[other] Le Bummerl est pour { $seat }.
    }
end-record-key = f : où cette donne est enregistrée

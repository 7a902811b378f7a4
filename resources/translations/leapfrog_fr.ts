<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <source>Move %1: %2</source>
        <translation>Coup %1 : %2</translation>
    </message>
    <message>
        <source>Its verdict is not known yet: the board is being analysed.</source>
        <translation>Son verdict n’est pas encore connu : le plateau est en cours d’analyse.</translation>
    </message>
    <message>
        <source>Move undone. </source>
        <translation>Coup annulé. </translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>pion bleu</translation>
    </message>
    <message>
        <source>red peg</source>
        <translation>pion rouge</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>pion jaune</translation>
    </message>
    <message>
        <source>frog %1</source>
        <translation>grenouille %1</translation>
    </message>
    <message>
        <source>can slide to %1</source>
        <translation>peut glisser vers %1</translation>
    </message>
    <message>
        <source>can jump to %1</source>
        <translation>peut sauter vers %1</translation>
    </message>
    <message>
        <source>can shift with hole %1 to holes %2 and %3</source>
        <translation>peut se déplacer avec le trou %1 vers les trous %2 et %3</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>trou %1</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>ne peut pas bouger</translation>
    </message>
</context>
<context>
    <name>CountField</name>
    <message>
        <source>Enter the number of %1.</source>
        <translation>Saisissez le nombre : %1.</translation>
    </message>
    <message>
        <source>%1 must be a whole number; &quot;%2&quot; is not.</source>
        <translation>%1 doit être un nombre entier ; « %2 » n’en est pas un.</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3; %4 is out of range.</source>
        <translation>%1 doit être compris entre %2 et %3 ; %4 est hors limites.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Drawn by Leapfrog</source>
        <translation>Dessiné par Leapfrog</translation>
    </message>
    <message>
        <source>the PNG could not be written: %1</source>
        <translation>le PNG n’a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>%1 is too large to draw legibly in a picture: at %2 pixels between holes, the least at which pegs show their letters, it needs %3 pixels, beyond the %4 a side may have</source>
        <translation>%1 est trop grand pour être dessiné lisiblement dans une image : à %2 pixels entre les trous, le minimum pour que les pions montrent leur lettre, il faut %3 pixels, au-delà des %4 permis par côté</translation>
    </message>
    <message>
        <source>a picture of %1 pixels is out of range: each side may be %2 to %3 pixels</source>
        <translation>une image de %1 pixels est hors limites : chaque côté peut faire de %2 à %3 pixels</translation>
    </message>
    <message>
        <source>%1 does not fit legibly in %2 pixels: its holes would be %3 pixels apart, and pegs need %4 to show their letters; choose at least %5</source>
        <translation>%1 ne tient pas lisiblement dans %2 pixels : ses trous seraient à %3 pixels les uns des autres, et les pions en demandent %4 pour montrer leur lettre ; choisissez au moins %5</translation>
    </message>
    <message>
        <source>a pace of %1 ms is out of range: a frame may show for %2 to %3 ms</source>
        <translation>un rythme de %1 ms est hors limites : une image peut rester affichée de %2 à %3 ms</translation>
    </message>
    <message>
        <source>a line of %1 moves on %2 is too long to export; an export holds at most %3 moves</source>
        <translation>une suite de %1 coups sur %2 est trop longue pour l’export ; un export contient au plus %3 coups</translation>
    </message>
    <message>
        <source>solutions are numbered from 1</source>
        <translation>les solutions sont numérotées à partir de 1</translation>
    </message>
    <message>
        <source>no solution: the goal of %1 cannot be reached</source>
        <translation>aucune solution : le but de %1 ne peut pas être atteint</translation>
    </message>
    <message>
        <source>%1, optimal solution %2 of %3</source>
        <translation>%1, solution optimale %2 sur %3</translation>
    </message>
    <message>
        <source>%1, optimal solution %2</source>
        <translation>%1, solution optimale %2</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3</source>
        <translation>le coup %1 (%2) est interdit : %3</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>Variante : %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Départ : %1</translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation>Arrivée : %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups : %1</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notation : %1</translation>
    </message>
    <message>
        <source>the GIF could not be written: %1</source>
        <translation>le GIF n’a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>homo-coloured jump</source>
        <translation>saut par-dessus sa propre couleur</translation>
    </message>
    <message>
        <source>backward step</source>
        <translation>pas en arrière</translation>
    </message>
    <message>
        <source>backward jump</source>
        <translation>saut en arrière</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>non jugé</translation>
    </message>
    <message>
        <source>goal lost</source>
        <translation>but perdu</translation>
    </message>
    <message numerus="yes">
        <source>costs %Ln move(s)</source>
        <translation>
            <numerusform>coûte %Ln coup</numerusform>
            <numerusform>coûte %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · start</source>
        <translation>%1 · départ</translation>
    </message>
    <message>
        <source>%1 · move %2 of %3: %4</source>
        <translation>%1 · coup %2 sur %3 : %4</translation>
    </message>
    <message>
        <source>%1 · goal</source>
        <translation>%1 · but</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>Leapfrog · page %1 of %2</source>
        <translation>Leapfrog · page %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln coup</numerusform>
            <numerusform>%Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>start %1 · goal %2</source>
        <translation>départ %1 · but %2</translation>
    </message>
    <message>
        <source>Notation word:</source>
        <translation>Mot de notation :</translation>
    </message>
    <message>
        <source>%1 is too large to draw legibly on an A4 page: its holes would be %2 pt apart, and pegs need at least %3 pt to show their letters</source>
        <translation>%1 est trop grand pour être dessiné lisiblement sur une page A4 : ses trous seraient à %2 pt les uns des autres, et les pions demandent au moins %3 pt pour montrer leur lettre</translation>
    </message>
    <message>
        <source> (a row of at most %1 holes fits)</source>
        <translation> (une rangée d’au plus %1 trous tient)</translation>
    </message>
    <message>
        <source>Frogs and toads: a worksheet</source>
        <translation>Grenouilles et crapauds : une fiche d’exercices</translation>
    </message>
    <message>
        <source>Name: ______________________    Date: ____________</source>
        <translation>Nom : ______________________    Date : ____________</translation>
    </message>
    <message>
        <source>Blue pegs start on the left, red pegs on the right. A peg slides into the empty hole next to it, or jumps over one peg into the empty hole just beyond. Swap the blue and the red pegs in as few moves as you can (a shortest solution never moves a peg backwards). Write each move as two hole numbers, from and to, like 3-4; count the slides and the jumps.</source>
        <translation>Les pions bleus commencent à gauche, les rouges à droite. Un pion glisse dans le trou vide voisin, ou saute par-dessus un pion dans le trou vide juste derrière. Échangez les pions bleus et rouges en aussi peu de coups que possible (une solution la plus courte ne recule jamais un pion). Écrivez chaque coup avec deux numéros de trous, départ et arrivée, comme 3-4 ; comptez les glissements et les sauts.</translation>
    </message>
    <message>
        <source>%1 blue and %1 red (classic:%1): start %2, goal %3</source>
        <translation>%1 bleus et %1 rouges (classic:%1) : départ %2, but %3</translation>
    </message>
    <message>
        <source>What is the pattern?</source>
        <translation>Quelle est la règle ?</translation>
    </message>
    <message>
        <source>Fill in the table from your boards. Then predict the rows you could not play, and check your guesses.</source>
        <translation>Remplissez le tableau à partir de vos plateaux. Puis prédisez les lignes que vous n’avez pas pu jouer, et vérifiez vos prédictions.</translation>
    </message>
    <message>
        <source>fewest moves</source>
        <translation>moins de coups</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>glissements</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>sauts</translation>
    </message>
    <message>
        <source>1. How do the fewest moves grow as n grows? Write a rule for n pegs of each colour.</source>
        <translation>1. Comment le nombre minimal de coups croît-il avec n ? Écrivez une règle pour n pions de chaque couleur.</translation>
    </message>
    <message>
        <source>2. How many of the moves are jumps, and how many are slides? Every blue peg must pass every red peg, and only a jump lets two pegs pass: how many jumps does that make?</source>
        <translation>2. Combien de coups sont des sauts, et combien des glissements ? Chaque pion bleu doit dépasser chaque pion rouge, et seul un saut permet à deux pions de se dépasser : combien de sauts cela fait-il ?</translation>
    </message>
    <message>
        <source>3. Try a board with 3 blue pegs and 1 red, or 2 blue and 4 red. Does your rule still work, or how must it change?</source>
        <translation>3. Essayez un plateau avec 3 pions bleus et 1 rouge, ou 2 bleus et 4 rouges. Votre règle marche-t-elle encore, ou comment doit-elle changer ?</translation>
    </message>
    <message>
        <source>leaves an improper board</source>
        <translation>laisse un plateau fautif</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the goal is reached</source>
        <translation>le but est atteint</translation>
    </message>
    <message>
        <source>the goal is not reached</source>
        <translation>le but n&apos;est pas atteint</translation>
    </message>
    <message>
        <source>%1, the minimum; %2</source>
        <translation>%1, le minimum ; %2</translation>
    </message>
    <message>
        <source>%1; %2; the minimum from the start is %3</source>
        <translation>%1 ; %2 ; le minimum depuis le départ est %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>· a move with no letter: not a step or jump toward the goal over the other colour</source>
        <translation>· un coup sans lettre : ni un pas ni un saut par-dessus l&apos;autre couleur vers le but</translation>
    </message>
    <message>
        <source>blue pegs (n)</source>
        <translation>pions bleus (n)</translation>
    </message>
    <message>
        <source>red pegs (m)</source>
        <translation>pions rouges (m)</translation>
    </message>
    <message numerus="yes">
        <source>there is no board after move %1: the line has %n move(s)</source>
        <translation>
            <numerusform>il n’y a pas de plateau après le coup %1 : la suite a %n coup</numerusform>
            <numerusform>il n’y a pas de plateau après le coup %1 : la suite a %n coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileName</name>
    <message>
        <source>solution-%1</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>solution-%1</translation>
    </message>
    <message>
        <source>my-game</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>ma-partie</translation>
    </message>
    <message>
        <source>frogs-and-toads-worksheet</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>grenouilles-et-crapauds-fiche</translation>
    </message>
</context>
<context>
    <name>FileText</name>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the folder %1 is on a read-only disk</source>
        <translation>le dossier %1 est sur un disque en lecture seule</translation>
    </message>
    <message>
        <source>permission to write in the folder %1 is denied</source>
        <translation>l&apos;écriture dans le dossier %1 n&apos;est pas autorisée</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written</source>
        <translation>le dossier %1 ne peut pas être écrit</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Leapfrog ran out of memory and has to close. The game in progress is kept and continues at the next start; a smaller board, or a lower Memory in Preferences, avoids it.</source>
        <translation>Leapfrog n’a plus de mémoire et doit se fermer. La partie en cours est conservée et reprend au prochain démarrage ; un plateau plus petit, ou moins de mémoire dans les Préférences, l’évite.</translation>
    </message>
    <message>
        <source>the name is taken by a link</source>
        <translation>le nom est pris par un lien</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>under the strict rules a blue peg only moves right, toward its destination</source>
        <translation>selon les règles strictes, un pion bleu ne va que vers la droite, vers sa destination</translation>
    </message>
    <message>
        <source>under the strict rules a red peg only moves left, toward its destination</source>
        <translation>selon les règles strictes, un pion rouge ne va que vers la gauche, vers sa destination</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over pegs of the other colour, and hole %1 holds a blue peg</source>
        <translation>selon les règles strictes, un pion ne saute que par-dessus des pions de l’autre couleur, et le trou %1 contient un pion bleu</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over pegs of the other colour, and hole %1 holds a red peg</source>
        <translation>selon les règles strictes, un pion ne saute que par-dessus des pions de l’autre couleur, et le trou %1 contient un pion rouge</translation>
    </message>
    <message>
        <source>on the grid a blue peg only moves right or down, never up</source>
        <translation>sur la grille, un pion bleu ne va que vers la droite ou vers le bas, jamais vers le haut</translation>
    </message>
    <message>
        <source>on the grid a blue peg only moves right or down, never left</source>
        <translation>sur la grille, un pion bleu ne va que vers la droite ou vers le bas, jamais vers la gauche</translation>
    </message>
    <message>
        <source>on the grid a red peg only moves left or up, never down</source>
        <translation>sur la grille, un pion rouge ne va que vers la gauche ou vers le haut, jamais vers le bas</translation>
    </message>
    <message>
        <source>on the grid a red peg only moves left or up, never right</source>
        <translation>sur la grille, un pion rouge ne va que vers la gauche ou vers le haut, jamais vers la droite</translation>
    </message>
    <message>
        <source>a peg moves to an adjacent hole or jumps over one peg; hole %1 is out of reach from hole %2</source>
        <translation>un pion va dans un trou voisin ou saute par-dessus un pion ; le trou %1 est hors de portée du trou %2</translation>
    </message>
    <message numerus="yes">
        <source>a peg moves to an adjacent hole or jumps over up to %n peg(s); hole %1 is out of reach from hole %2</source>
        <translation>
            <numerusform>un pion va dans un trou voisin ou saute par-dessus au plus %n pion ; le trou %1 est hors de portée du trou %2</numerusform>
            <numerusform>un pion va dans un trou voisin ou saute par-dessus au plus %n pions ; le trou %1 est hors de portée du trou %2</numerusform>
        </translation>
    </message>
    <message>
        <source>holes are numbered 1 to %1</source>
        <translation>les trous sont numérotés de 1 à %1</translation>
    </message>
    <message>
        <source>a pair shift names the left holes of two adjacent pairs, each from 1 to %1</source>
        <translation>un décalage de paire nomme les trous de gauche de deux paires voisines, chacun de 1 à %1</translation>
    </message>
    <message>
        <source>holes %1 and %2 do not hold two pegs to shift</source>
        <translation>les trous %1 et %2 ne contiennent pas deux pions à décaler</translation>
    </message>
    <message>
        <source>holes %1 and %2 are not the two empty holes</source>
        <translation>les trous %1 et %2 ne sont pas les deux trous vides</translation>
    </message>
    <message>
        <source>hole %1 holds no peg</source>
        <translation>le trou %1 ne contient aucun pion</translation>
    </message>
    <message>
        <source>hole %1 is not empty</source>
        <translation>le trou %1 n’est pas vide</translation>
    </message>
    <message>
        <source>a jump needs a peg to jump over, and hole %1 is empty</source>
        <translation>un saut doit passer par-dessus un pion, et le trou %1 est vide</translation>
    </message>
    <message>
        <source>a jump passes over pegs only, and hole %1 is empty</source>
        <translation>un saut ne passe que par-dessus des pions, et le trou %1 est vide</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over a peg of the other colour</source>
        <translation>selon les règles strictes, un pion ne saute que par-dessus un pion de l’autre couleur</translation>
    </message>
    <message>
        <source>on the grid a peg only hops over a peg of the other colour</source>
        <translation>sur la grille, un pion ne saute que par-dessus un pion de l’autre couleur</translation>
    </message>
    <message>
        <source>the move is illegal</source>
        <translation>le coup est interdit</translation>
    </message>
</context>
<context>
    <name>Investigation</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln coup</numerusform>
            <numerusform>%Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln slide(s)</source>
        <translation>
            <numerusform>%Ln glissement</numerusform>
            <numerusform>%Ln glissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln jump(s)</source>
        <translation>
            <numerusform>%Ln saut</numerusform>
            <numerusform>%Ln sauts</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: your best game took %2</source>
        <translation>%1 : votre meilleure partie a pris %2</translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>, avec %Ln indice</numerusform>
            <numerusform>, avec %Ln indices</numerusform>
        </translation>
    </message>
    <message>
        <source>The fewest possible is %1.</source>
        <translation>Le moins possible est %1.</translation>
    </message>
    <message>
        <source>Your game had %1.</source>
        <translation>Votre partie comptait %1.</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <source>%1: being worked out.</source>
        <translation>%1 : en cours de calcul.</translation>
    </message>
    <message>
        <source>%1: not solved yet. Double-click to play it, or reveal it.</source>
        <translation>%1 : pas encore résolu. Double-cliquez pour le jouer, ou révélez-le.</translation>
    </message>
    <message>
        <source>Its slides and jumps were not recorded (it was solved before they were kept).</source>
        <translation>Ses glissements et sauts n’ont pas été enregistrés (il a été résolu avant qu’ils ne soient conservés).</translation>
    </message>
    <message>
        <source>%1, revealed: it cannot be solved; no sequence of moves reaches the goal.</source>
        <translation>%1, révélé : il ne peut pas être résolu ; aucune suite de coups n’atteint le but.</translation>
    </message>
    <message>
        <source>%1, revealed: the fewest possible is %2.</source>
        <translation>%1, révélé : le moins possible est %2.</translation>
    </message>
    <message>
        <source>An optimal solution has %1.</source>
        <translation>Une solution optimale compte %1.</translation>
    </message>
    <message>
        <source>Every move is a pair shift, neither a slide nor a jump.</source>
        <translation>Chaque coup est un décalage de paire, ni glissement ni saut.</translation>
    </message>
    <message>
        <source>%1 (%2 ✓)</source>
        <translation>%1 (%2 ✓)</translation>
    </message>
    <message>
        <source>Revealed in brackets: an optimal solution has %1.</source>
        <translation>Révélé entre parenthèses : une solution optimale a %1.</translation>
    </message>
    <message>
        <source>Revealed in brackets: the fewest possible.</source>
        <translation>Révélé entre parenthèses : le moins possible.</translation>
    </message>
    <message numerus="yes">
        <source>%1: you solved it in %Ln move(s), the fewest possible</source>
        <translation>
            <numerusform>%1 : vous l’avez résolu en %Ln coup, le moins possible</numerusform>
            <numerusform>%1 : vous l’avez résolu en %Ln coups, le moins possible</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>½ move/s</source>
        <translation>½ coup/s</translation>
    </message>
    <message>
        <source>1 move/s</source>
        <translation>1 coup/s</translation>
    </message>
    <message>
        <source>%1 moves/s</source>
        <translation>%1 coups/s</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Très lent</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Le plus rapide</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>the pace&apos;s name and its rate</comment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>PlainVerdict</name>
    <message>
        <source>This jump takes a peg over a peg of its own colour.</source>
        <translation>Ce saut fait passer un pion par-dessus un pion de sa propre couleur.</translation>
    </message>
    <message>
        <source>This move goes backward: it takes a peg further from where its colour must end.</source>
        <translation>Ce coup recule : il éloigne un pion de l’endroit où sa couleur doit arriver.</translation>
    </message>
    <message>
        <source>This jump brings the pegs, all told, no nearer to where they must end.</source>
        <translation>Ce saut ne rapproche pas, au total, les pions de leur arrivée.</translation>
    </message>
    <message>
        <source>A good move: you can still finish in the fewest moves.</source>
        <translation>Un bon coup : vous pouvez encore finir avec le moins de coups possible.</translation>
    </message>
    <message>
        <source>After it the goal can no longer be reached.</source>
        <translation>Après lui, le but ne peut plus être atteint.</translation>
    </message>
    <message numerus="yes">
        <source>It costs %Ln move(s): the game can no longer end in the fewest moves.</source>
        <translation>
            <numerusform>Il coûte %Ln coup : la partie ne peut plus finir avec le moins de coups possible.</numerusform>
            <numerusform>Il coûte %Ln coups : la partie ne peut plus finir avec le moins de coups possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It costs %Ln move(s) more than the best move here.</source>
        <translation>
            <numerusform>Il coûte %Ln coup de plus que le meilleur coup ici.</numerusform>
            <numerusform>Il coûte %Ln coups de plus que le meilleur coup ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>moves to choose from</comment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>A board&apos;s weight is the least total distance its pegs must still travel to their goal holes.</source>
        <translation>Le poids d’un plateau est la plus petite distance totale que ses pions doivent encore parcourir jusqu’à leurs trous d’arrivée.</translation>
    </message>
    <message>
        <source>It leaves a jam in %1: from here every finish needs a move back or a jump over a peg of the same colour.</source>
        <translation>Il laisse un blocage (%1) : d’ici, toute fin demande un coup en arrière ou un saut par-dessus un pion de même couleur.</translation>
    </message>
    <message>
        <source>An improper board forces, later, a backward move or a jump over a peg of the same colour.</source>
        <translation>Une position fautive impose, plus tard, un coup en arrière ou un saut par-dessus un pion de même couleur.</translation>
    </message>
    <message>
        <source>You played %1; %2 would have kept the shortest finish.</source>
        <comment>the move made; the better moves, any one of them</comment>
        <translation>Vous avez joué %1 ; %2 aurait gardé la fin la plus courte.</translation>
    </message>
    <message>
        <source>It leaves the pegs jammed: the yellow tags on the board mark the empty hole and the pegs that jam, and an untagged hole between them may hold anything. From here every finish needs a move back or a jump over a peg of the same colour.</source>
        <translation>Il laisse les pions coincés : les étiquettes jaunes sur le plateau marquent le trou vide et les pions coincés, et un trou sans étiquette entre eux peut contenir n’importe quoi. D’ici, toute fin demande un coup en arrière ou un saut par-dessus un pion de même couleur.</translation>
    </message>
    <message>
        <source>The yellow tags mark the empty hole and the pegs of the improper board the move leaves, %1 (%2): a hole between two tags is left untagged because it stands in a * run, whatever it holds.</source>
        <translation>Les étiquettes jaunes marquent le trou vide et les pions de la position fautive que laisse le coup, %1 (%2) : un trou entre deux étiquettes reste sans étiquette parce qu’il fait partie d’une suite *, quoi qu’il contienne.</translation>
    </message>
    <message>
        <source>Worked out by Leapfrog&apos;s own exact search, not taken from a paper.</source>
        <translation>Établi par la recherche exacte de Leapfrog elle-même, non tiré d’un article.</translation>
    </message>
    <message>
        <source>Proved in a published paper: %1.</source>
        <translation>Démontré dans un article publié : %1.</translation>
    </message>
    <message>
        <source>The paper is M. Yancey&apos;s &quot;In Response to Peg Jumping for Fun and Profit&quot;; its section and lemma say where a mathematician finds the proof. You need not read it to play.</source>
        <translation>L’article est « In Response to Peg Jumping for Fun and Profit » de M. Yancey ; la section et le lemme indiquent où un mathématicien trouve la démonstration. Nul besoin de le lire pour jouer.</translation>
    </message>
    <message>
        <source>It also leaves the pegs jammed: the yellow tags on the board mark the empty hole and the pegs that jam, and an untagged hole between them may hold anything.</source>
        <translation>Il laisse aussi les pions coincés : les étiquettes jaunes sur le plateau marquent le trou vide et les pions coincés, et un trou sans étiquette entre eux peut contenir n’importe quoi.</translation>
    </message>
    <message>
        <source>The best move from here: no other move leaves fewer moves to the goal.</source>
        <translation>Le meilleur coup d’ici : aucun autre coup ne laisse moins de coups jusqu’au but.</translation>
    </message>
    <message>
        <source>You played %1; %2 would have kept the best finish still possible.</source>
        <comment>the move made; the better moves, any one of them</comment>
        <translation>Vous avez joué %1 ; %2 aurait gardé la meilleure fin encore possible.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>over up to %1 pegs in a row (pegs only, never across a hole)</source>
        <translation>par-dessus jusqu’à %1 pions alignés (des pions seulement, jamais par-dessus un trou)</translation>
    </message>
    <message>
        <source>over one peg</source>
        <translation>par-dessus un pion</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into an empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; %1, landing in the empty hole just beyond, but&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right and red pegs only move left;&lt;/li&gt;&lt;li&gt;every peg jumped must be of the &lt;i&gt;other&lt;/i&gt; colour.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un pion entre dans un trou vide par &lt;b&gt;un pas&lt;/b&gt; depuis le trou voisin, ou par &lt;b&gt;un saut&lt;/b&gt; %1, et atterrit dans le trou vide juste derrière, mais&lt;/p&gt;&lt;ul&gt;&lt;li&gt;les pions bleus ne vont que vers la droite et les rouges que vers la gauche ;&lt;/li&gt;&lt;li&gt;chaque pion sauté doit être de l’&lt;i&gt;autre&lt;/i&gt; couleur.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Une partie peut donc être &lt;b&gt;bloquée&lt;/b&gt; : aucun pion ne peut bouger. Annulez et essayez autrement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into an empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; %1 of either colour, landing in the empty hole just beyond. Any peg may move either way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un pion entre dans un trou vide par &lt;b&gt;un pas&lt;/b&gt; depuis le trou voisin, ou par &lt;b&gt;un saut&lt;/b&gt; %1 de n’importe quelle couleur, et atterrit dans le trou vide juste derrière. Tout pion peut aller dans les deux sens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The strict rules (as in the shuttle puzzle): a peg moves into the empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; over one peg, but&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right and red pegs only move left;&lt;/li&gt;&lt;li&gt;a peg only jumps over a peg of the &lt;i&gt;other&lt;/i&gt; colour.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les règles strictes (comme dans le jeu de la navette) : un pion entre dans le trou vide par &lt;b&gt;un pas&lt;/b&gt; depuis le trou voisin, ou par &lt;b&gt;un saut&lt;/b&gt; par-dessus un pion, mais&lt;/p&gt;&lt;ul&gt;&lt;li&gt;les pions bleus ne vont que vers la droite et les rouges que vers la gauche ;&lt;/li&gt;&lt;li&gt;un pion ne saute que par-dessus un pion de l’&lt;i&gt;autre&lt;/i&gt; couleur.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Une partie peut donc être &lt;b&gt;bloquée&lt;/b&gt; : aucun pion ne peut bouger. Annulez et essayez autrement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move takes &lt;b&gt;two adjacent pegs&lt;/b&gt;, of any colours, and shifts them together, keeping their order, into the two adjacent empty holes. Click a peg, then the peg next to it that goes with it (when there is only one choice, the first click is enough).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un coup prend &lt;b&gt;deux pions voisins&lt;/b&gt;, de n’importe quelles couleurs, et les déplace ensemble, dans le même ordre, dans les deux trous vides voisins. Cliquez sur un pion, puis sur le pion voisin qui part avec lui (s’il n’y a qu’un choix, le premier clic suffit).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dudeney&apos;s frogs carry numbers. A frog moves into the empty hole by &lt;b&gt;a step&lt;/b&gt; from the hole next to it or by &lt;b&gt;a jump&lt;/b&gt; over one frog, in either direction. Reverse their order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les grenouilles de Dudeney portent des numéros. Une grenouille entre dans le trou vide par &lt;b&gt;un pas&lt;/b&gt; depuis le trou voisin ou par &lt;b&gt;un saut&lt;/b&gt; par-dessus une grenouille, dans les deux sens. Inversez leur ordre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into the empty hole along a row or a column, by &lt;b&gt;a step&lt;/b&gt; from the next hole or by &lt;b&gt;a jump&lt;/b&gt; over one peg of the &lt;i&gt;other&lt;/i&gt; colour (never round a corner).&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right or down;&lt;/li&gt;&lt;li&gt;red pegs only move left or up.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un pion entre dans le trou vide le long d’une ligne ou d’une colonne, par &lt;b&gt;un pas&lt;/b&gt; depuis le trou voisin ou par &lt;b&gt;un saut&lt;/b&gt; par-dessus un pion de l’&lt;i&gt;autre&lt;/i&gt; couleur (jamais en tournant à un coin).&lt;/p&gt;&lt;ul&gt;&lt;li&gt;les pions bleus ne vont que vers la droite ou le bas ;&lt;/li&gt;&lt;li&gt;les pions rouges ne vont que vers la gauche ou le haut.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Une partie peut donc être &lt;b&gt;bloquée&lt;/b&gt; : aucun pion ne peut bouger. Annulez et essayez autrement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg steps along a line into the empty hole next to it, or jumps over one peg into the empty hole beyond, turning through a branching hole if need be.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un pion avance le long d’une ligne dans le trou vide voisin, ou saute par-dessus un pion dans le trou vide derrière, en tournant au besoin par un trou d’embranchement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Letters in the move list</source>
        <translation>Lettres de la liste des coups</translation>
    </message>
    <message>
        <source>&lt;p&gt;After a slip the fewest moves are out of reach, and a move is compared with the best still possible: &lt;b&gt;%1&lt;/b&gt; marks a move that leaves no more moves to the goal than any other, &lt;b&gt;%2&lt;/b&gt; one that leaves one more. Then even a move backward can be best from here, such as one that takes the slip back (Undo does that without counting a move).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Après une erreur, le moins de coups possible est hors d’atteinte, et un coup est comparé au meilleur encore possible : &lt;b&gt;%1&lt;/b&gt; marque un coup qui ne laisse pas plus de coups jusqu’au but qu’un autre, &lt;b&gt;%2&lt;/b&gt; un coup qui en laisse un de plus. Alors même un coup en arrière peut être le meilleur, par exemple celui qui reprend l’erreur (Annuler le fait sans compter de coup).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into the empty hole in one of two ways:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;a step&lt;/b&gt;: from the hole next to it;&lt;/li&gt;&lt;li&gt;&lt;b&gt;a jump&lt;/b&gt;: over one peg of either colour, landing in the empty hole just beyond it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Any peg may move either way, but a shortest solution never moves a peg away from its side&apos;s goal and never jumps a peg of its own colour.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un pion entre dans le trou vide de deux façons :&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;un pas&lt;/b&gt; : depuis le trou voisin ;&lt;/li&gt;&lt;li&gt;&lt;b&gt;un saut&lt;/b&gt; : par-dessus un pion de n’importe quelle couleur, en atterrissant dans le trou vide juste derrière.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Tout pion peut aller dans les deux sens, mais une solution la plus courte n’éloigne jamais un pion du but de son camp et ne saute jamais un pion de sa propre couleur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Most boards have several optimal solutions: the bar counts them and chooses one, as &lt;i&gt;Solution 1 of 2&lt;/i&gt;. While your own moves are on an optimal solution, it still counts all of this board&apos;s optimal solutions and starts at the first that goes on from your position; after a slip it counts the optimal ways on from your position.</source>
        <translation>La plupart des plateaux ont plusieurs solutions optimales : la barre les compte et en choisit une, comme &lt;i&gt;Solution 1 sur 2&lt;/i&gt;. Tant que vos propres coups sont sur une solution optimale, elle compte toujours toutes les solutions optimales de ce plateau et commence par la première qui continue depuis votre position ; après une erreur, elle compte les chemins optimaux depuis votre position.</translation>
    </message>
    <message>
        <source>Most boards have several optimal solutions: the bar counts them and chooses one, as &lt;i&gt;Solution 1 of 2&lt;/i&gt;; after moves of your own it counts the optimal solutions that go on from your position.</source>
        <translation>La plupart des plateaux ont plusieurs solutions optimales : la barre les compte et en choisit une, comme &lt;i&gt;Solution 1 sur 2&lt;/i&gt; ; après vos propres coups, elle compte les solutions optimales qui continuent depuis votre position.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;h3&gt;Goal&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;h3&gt;Moves&lt;/h3&gt;%3&lt;h3&gt;Playing&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Click a peg to move it. A peg with more than one move is lifted: click where it should go.&lt;/li&gt;&lt;li&gt;Keyboard: the arrow keys move the keyboard frame from peg to peg (&lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;: the first and the last peg that can move), &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; moves the peg in it, or says why it cannot move. A peg with more than one move is lifted: the arrow keys choose where it goes, &lt;b&gt;Enter&lt;/b&gt; moves it, &lt;b&gt;Esc&lt;/b&gt; cancels.&lt;/li&gt;&lt;li&gt;Undo &lt;b&gt;Ctrl+Z&lt;/b&gt;, Redo &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;, Restart &lt;b&gt;Ctrl+R&lt;/b&gt;, New game &lt;b&gt;Ctrl+N&lt;/b&gt;, Hint &lt;b&gt;H&lt;/b&gt; (press it again to make the move).&lt;/li&gt;&lt;li&gt;&lt;b&gt;View &amp;gt; Animation speed&lt;/b&gt; (or &lt;b&gt;Preferences&lt;/b&gt;) sets how fast a move is drawn on the board: %6.&lt;/li&gt;&lt;li&gt;&lt;b&gt;View &amp;gt; State space&lt;/b&gt; (&lt;b&gt;Ctrl+G&lt;/b&gt;) draws every position a small board can reach; click one to take the game there.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Watching a solution&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Play solution&lt;/b&gt; (&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;) plays an optimal way on from your position; &lt;b&gt;Watch a solution from the start&lt;/b&gt; (&lt;b&gt;Ctrl+Shift+W&lt;/b&gt;) from the beginning. The bar under the board plays and pauses (&lt;b&gt;Space&lt;/b&gt;, wherever the keyboard is in the player, but on &lt;b&gt;Continue from here&lt;/b&gt;, which it presses), steps (&lt;b&gt;Left&lt;/b&gt;, &lt;b&gt;Right&lt;/b&gt;), goes to the start or the goal (&lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;) and to any move with its slider. Its paces: %5; the one it starts at follows the animation speed.&lt;/li&gt;&lt;li&gt;%7&lt;/li&gt;&lt;li&gt;Click a peg, or &lt;b&gt;Continue from here&lt;/b&gt;, to go on by hand from the move shown; &lt;b&gt;Esc&lt;/b&gt; goes back to your game as it was. Your move list writes the moves it takes over in italics, as it does the hints you make.&lt;/li&gt;&lt;/ul&gt;%4</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;&lt;h3&gt;But&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;h3&gt;Coups&lt;/h3&gt;%3&lt;h3&gt;Jouer&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Cliquez sur un pion pour le déplacer. Un pion qui a plus d’un coup est soulevé : cliquez où il doit aller.&lt;/li&gt;&lt;li&gt;Clavier : les flèches déplacent le cadre du clavier de pion en pion (&lt;b&gt;Début&lt;/b&gt;, &lt;b&gt;Fin&lt;/b&gt; : le premier et le dernier pion qui peut bouger), &lt;b&gt;Entrée&lt;/b&gt; ou &lt;b&gt;Espace&lt;/b&gt; déplace le pion qu’il entoure, ou dit pourquoi il ne peut pas bouger. Un pion qui a plus d’un coup est soulevé : les flèches choisissent où il va, &lt;b&gt;Entrée&lt;/b&gt; le déplace, &lt;b&gt;Échap&lt;/b&gt; annule.&lt;/li&gt;&lt;li&gt;Annuler &lt;b&gt;Ctrl+Z&lt;/b&gt;, Rétablir &lt;b&gt;Ctrl+Maj+Z&lt;/b&gt;, Recommencer &lt;b&gt;Ctrl+R&lt;/b&gt;, Nouvelle partie &lt;b&gt;Ctrl+N&lt;/b&gt;, Indice &lt;b&gt;H&lt;/b&gt; (appuyez encore pour jouer le coup).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Affichage &amp;gt; Vitesse d’animation&lt;/b&gt; (ou &lt;b&gt;Préférences&lt;/b&gt;) règle la vitesse à laquelle un coup est dessiné sur le plateau : %6.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Affichage &amp;gt; Espace des états&lt;/b&gt; (&lt;b&gt;Ctrl+G&lt;/b&gt;) dessine toutes les positions qu’un petit plateau peut atteindre ; cliquez sur l’une pour y amener la partie.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Regarder une solution&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Jouer la solution&lt;/b&gt; (&lt;b&gt;Ctrl+Maj+H&lt;/b&gt;) joue un chemin optimal à partir de votre position ; &lt;b&gt;Regarder une solution depuis le début&lt;/b&gt; (&lt;b&gt;Ctrl+Maj+W&lt;/b&gt;) depuis le départ. La barre sous le plateau joue et met en pause (&lt;b&gt;Espace&lt;/b&gt;, où que soit le clavier dans le lecteur, sauf sur &lt;b&gt;Continuer d’ici&lt;/b&gt;, qu’elle actionne), avance coup par coup (&lt;b&gt;Gauche&lt;/b&gt;, &lt;b&gt;Droite&lt;/b&gt;), va au départ ou au but (&lt;b&gt;Début&lt;/b&gt;, &lt;b&gt;Fin&lt;/b&gt;) et à n’importe quel coup avec son curseur. Ses rythmes : %5 ; celui du départ suit la vitesse d’animation.&lt;/li&gt;&lt;li&gt;%7&lt;/li&gt;&lt;li&gt;Cliquez sur un pion, ou sur &lt;b&gt;Continuer d’ici&lt;/b&gt;, pour continuer à la main à partir du coup montré ; &lt;b&gt;Échap&lt;/b&gt; revient à votre partie telle qu’elle était. Votre liste des coups écrit en italique les coups repris, comme les indices que vous jouez.&lt;/li&gt;&lt;/ul&gt;%4</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Every move is judged by exact search. A &lt;b&gt;proper&lt;/b&gt; move keeps a solution in the fewest moves possible; an &lt;b&gt;improper&lt;/b&gt; one makes that impossible, and the panel says how many moves it costs. No paper has proved rules of thumb for this board, so the verdicts give the search&apos;s answer alone.&lt;/p&gt;%1&lt;p&gt;Hints help you along, and your result says how many you used: a solve without them beats one with them. A game in which you saw the solution (played by Play solution, or drawn in the state space) is recorded as seen, never as solved by you.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Chaque coup est jugé par une recherche exacte. Un &lt;b&gt;bon&lt;/b&gt; coup garde une solution en aussi peu de coups que possible ; un coup &lt;b&gt;fautif&lt;/b&gt; la rend impossible, et le panneau dit combien de coups il coûte. Aucun article n’a démontré de règles pratiques pour ce plateau : les verdicts donnent la seule réponse de la recherche.&lt;/p&gt;%1&lt;p&gt;Les indices vous aident, et votre résultat dit combien vous en avez pris : une réussite sans indice bat une réussite avec. Une partie où vous avez vu la solution (jouée par « Jouer la solution » ou dessinée dans l’espace des états) est enregistrée comme vue, jamais comme résolue par vous.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Every move is judged at once. A &lt;b&gt;proper&lt;/b&gt; move keeps a solution in the fewest moves possible; an &lt;b&gt;improper&lt;/b&gt; one makes that impossible (M. Yancey, &lt;i&gt;In Response to Peg Jumping for Fun and Profit&lt;/i&gt;). Improper moves are moving a peg backward, jumping a peg of the same colour, and any move that leaves an &lt;i&gt;improper board&lt;/i&gt;, one that forces such a move later. An improper move is marked with a warning sign on the board and in the list, and the panel says why and what it costs.&lt;/p&gt;%1&lt;p&gt;Turn on &lt;b&gt;View &amp;gt; Coach&lt;/b&gt; to be warned before: hovering a peg whose move would be improper shows a warning on the hole it would go to.&lt;/p&gt;&lt;p&gt;Hints help you along, and your result says how many you used: a solve without them beats one with them. A game in which you saw the solution (played by Play solution, or drawn in the state space) is recorded as seen, never as solved by you.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Chaque coup est jugé aussitôt. Un &lt;b&gt;bon&lt;/b&gt; coup garde une solution en aussi peu de coups que possible ; un coup &lt;b&gt;fautif&lt;/b&gt; la rend impossible (M. Yancey, &lt;i&gt;In Response to Peg Jumping for Fun and Profit&lt;/i&gt;). Sont fautifs : reculer un pion, sauter un pion de sa propre couleur, et tout coup qui laisse une &lt;i&gt;position fautive&lt;/i&gt;, qui forcera plus tard un tel coup. Un coup fautif est marqué d’un signe d’avertissement sur le plateau et dans la liste, et le panneau dit pourquoi et ce qu’il coûte.&lt;/p&gt;&lt;p&gt;Activez &lt;b&gt;Affichage &amp;gt; Entraîneur&lt;/b&gt; pour être prévenu avant : survoler un pion dont le coup serait fautif affiche un avertissement sur le trou d’arrivée.&lt;/p&gt;%1&lt;p&gt;Les indices vous aident, et votre résultat dit combien vous en avez pris : une réussite sans indice bat une réussite avec. Une partie où vous avez vu la solution (jouée par « Jouer la solution » ou dessinée dans l’espace des états) est enregistrée comme vue, jamais comme résolue par vous.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This forward step</source>
        <translation>Ce pas en avant</translation>
    </message>
    <message>
        <source>This jump over the other colour</source>
        <translation>Ce saut par-dessus l’autre couleur</translation>
    </message>
    <message>
        <source>This jump over a peg of the same colour</source>
        <translation>Ce saut par-dessus un pion de sa propre couleur</translation>
    </message>
    <message>
        <source>This backward step</source>
        <translation>Ce pas en arrière</translation>
    </message>
    <message>
        <source>This backward jump</source>
        <translation>Ce saut en arrière</translation>
    </message>
    <message>
        <source>This jump that leaves the weight unchanged</source>
        <translation>Ce saut à poids constant</translation>
    </message>
    <message>
        <source>This pair shift</source>
        <translation>Ce décalage de paire</translation>
    </message>
    <message>
        <source>This step</source>
        <translation>Ce pas</translation>
    </message>
    <message>
        <source>This jump</source>
        <translation>Ce saut</translation>
    </message>
    <message>
        <source>This move</source>
        <translation>Ce coup</translation>
    </message>
    <message>
        <source>This backward step, which moves a peg away from its destination</source>
        <translation>Ce pas en arrière, qui éloigne un pion de sa destination</translation>
    </message>
    <message>
        <source>This backward jump, which moves a peg away from its destination</source>
        <translation>Ce saut en arrière, qui éloigne un pion de sa destination</translation>
    </message>
    <message>
        <source>This forward step, which lowers the board&apos;s weight</source>
        <translation>Ce pas en avant, qui diminue le poids du plateau</translation>
    </message>
    <message>
        <source>This jump over the other colour, which lowers the board&apos;s weight</source>
        <translation>Ce saut par-dessus l’autre couleur, qui diminue le poids du plateau</translation>
    </message>
    <message>
        <source>This jump over a peg of the same colour, which lowers the board&apos;s weight</source>
        <translation>Ce saut par-dessus un pion de sa propre couleur, qui diminue le poids du plateau</translation>
    </message>
    <message>
        <source>This backward step, which raises the board&apos;s weight</source>
        <translation>Ce pas en arrière, qui augmente le poids du plateau</translation>
    </message>
    <message>
        <source>This backward jump, which raises the board&apos;s weight</source>
        <translation>Ce saut en arrière, qui augmente le poids du plateau</translation>
    </message>
    <message>
        <source>This jump that leaves the weight unchanged, which leaves the board&apos;s weight unchanged</source>
        <translation>Ce saut à poids constant, qui laisse le poids du plateau inchangé</translation>
    </message>
    <message>
        <source>%1, keeps an optimal finish</source>
        <comment>the subject ends in a relative clause</comment>
        <translation>%1, garde une fin optimale</translation>
    </message>
    <message>
        <source>%1 keeps an optimal finish</source>
        <translation>%1 garde une fin optimale</translation>
    </message>
    <message>
        <source>%1, leaves no optimal finish</source>
        <comment>the subject ends in a relative clause</comment>
        <translation>%1, ne laisse aucune fin optimale</translation>
    </message>
    <message>
        <source>%1 leaves no optimal finish</source>
        <translation>%1 ne laisse aucune fin optimale</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell whether the game is still optimal, nor the best move from here</source>
        <translation>à cette taille, Leapfrog ne peut dire ni si la partie est encore optimale, ni quel est le meilleur coup d’ici</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell whether it keeps an optimal finish</source>
        <translation>à cette taille, Leapfrog ne peut pas dire si ce coup garde une fin optimale</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell the best move from here</source>
        <translation>à cette taille, Leapfrog ne peut pas dire quel est le meilleur coup d’ici</translation>
    </message>
    <message>
        <source>The game is no longer optimal</source>
        <translation>La partie n’est plus optimale</translation>
    </message>
    <message>
        <source>no optimal solution of this board moves backward</source>
        <translation>aucune solution optimale de ce plateau ne recule</translation>
    </message>
    <message>
        <source>no optimal solution of this board jumps a peg over its own colour</source>
        <translation>aucune solution optimale de ce plateau ne fait sauter un pion par-dessus sa propre couleur</translation>
    </message>
    <message>
        <source>it creates the improper board %1 (holes %2), from which every finish needs a backward move or a jump over the same colour</source>
        <translation>il crée la position fautive %1 (trous %2), d’où toute fin exige un coup en arrière ou un saut par-dessus la même couleur</translation>
    </message>
    <message>
        <source>it keeps the shortest finish</source>
        <translation>il garde la fin la plus courte</translation>
    </message>
    <message numerus="yes">
        <source>it costs %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>il coûte %Ln coup de plus que la fin la plus courte</numerusform>
            <numerusform>il coûte %Ln coups de plus que la fin la plus courte</numerusform>
        </translation>
    </message>
    <message>
        <source>after it the goal can no longer be reached</source>
        <translation>après lui, le but ne peut plus être atteint</translation>
    </message>
    <message numerus="yes">
        <source>from here the best finish takes %Ln move(s); after this move %1</source>
        <translation>
            <numerusform>d’ici, la meilleure fin prend %Ln coup ; après ce coup, %1</numerusform>
            <numerusform>d’ici, la meilleure fin prend %Ln coups ; après ce coup, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Illegal: %1</source>
        <translation>Interdit : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a claim, then why it holds</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a claim, then a further fact</comment>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two claims in a row</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the end of a reason&apos;s sentence</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>forward step</source>
        <translation>pas en avant</translation>
    </message>
    <message>
        <source>jump over the other colour</source>
        <translation>saut par-dessus l’autre couleur</translation>
    </message>
    <message>
        <source>jump over a peg of the same colour</source>
        <translation>saut par-dessus un pion de sa propre couleur</translation>
    </message>
    <message>
        <source>backward step</source>
        <translation>pas en arrière</translation>
    </message>
    <message>
        <source>backward jump</source>
        <translation>saut en arrière</translation>
    </message>
    <message>
        <source>jump that leaves the weight unchanged</source>
        <translation>saut à poids constant</translation>
    </message>
    <message>
        <source>pair shift</source>
        <translation>décalage de paire</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>saut</translation>
    </message>
    <message>
        <source>move</source>
        <translation>coup</translation>
    </message>
    <message>
        <source>Yancey, section 2.1, Lemma 7</source>
        <translation>Yancey, section 2.1, lemme 7</translation>
    </message>
    <message>
        <source>Yancey, section 2.1, Lemma 6</source>
        <translation>Yancey, section 2.1, lemme 6</translation>
    </message>
    <message>
        <source>Yancey, section 2.3</source>
        <translation>Yancey, section 2.3</translation>
    </message>
    <message>
        <source>Yancey, section 1.1, after Bradley and Thomas</source>
        <translation>Yancey, section 1.1, d’après Bradley et Thomas</translation>
    </message>
    <message>
        <source>exact search</source>
        <translation>recherche exacte</translation>
    </message>
    <message>
        <source>Yancey, section 2</source>
        <translation>Yancey, section 2</translation>
    </message>
    <message>
        <source>a forward step</source>
        <translation>un pas en avant</translation>
    </message>
    <message>
        <source>a jump over the other colour</source>
        <translation>un saut par-dessus l’autre couleur</translation>
    </message>
    <message>
        <source>a jump over a peg of the same colour</source>
        <translation>un saut par-dessus un pion de sa propre couleur</translation>
    </message>
    <message>
        <source>a backward step</source>
        <translation>un pas en arrière</translation>
    </message>
    <message>
        <source>a backward jump</source>
        <translation>un saut en arrière</translation>
    </message>
    <message>
        <source>a jump that leaves the weight unchanged</source>
        <translation>un saut à poids constant</translation>
    </message>
    <message>
        <source>a pair shift</source>
        <translation>un décalage de paire</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>un pas</translation>
    </message>
    <message>
        <source>a jump</source>
        <translation>un saut</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>un coup</translation>
    </message>
    <message>
        <source>_ the empty hole, * any run of holes</source>
        <translation>_ le trou vide, * une suite quelconque de trous</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its opening, where the runs of jumps lengthen</source>
        <translation>c’est le coup %1 sur %2 d’une solution la plus courte publiée, dans sa phase d’ouverture, où les séries de sauts s’allongent</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its middle, the longest run of jumps, through the fully interleaved board</source>
        <translation>c’est le coup %1 sur %2 d’une solution la plus courte publiée, dans sa phase centrale, la plus longue série de sauts, à travers le plateau entièrement entrelacé</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its closing, where the runs of jumps shorten and the colours separate</source>
        <translation>c’est le coup %1 sur %2 d’une solution la plus courte publiée, dans sa phase finale, où les séries de sauts raccourcissent et les couleurs se séparent</translation>
    </message>
</context>
<context>
    <name>RecordTexts</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln coup</numerusform>
            <numerusform>%Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>, optimal</source>
        <translation>, optimal</translation>
    </message>
    <message>
        <source>, with the solution shown</source>
        <translation>, avec la solution montrée</translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>, avec %Ln indice</numerusform>
            <numerusform>, avec %Ln indices</numerusform>
        </translation>
    </message>
    <message>
        <source>Your best is still %1.</source>
        <translation>Votre meilleur résultat reste %1.</translation>
    </message>
    <message>
        <source>A new record: %1.</source>
        <translation>Un nouveau record : %1.</translation>
    </message>
    <message>
        <source>You matched your best: %1.</source>
        <translation>Vous avez égalé votre meilleur résultat : %1.</translation>
    </message>
    <message>
        <source>As good as your best, %1, and quicker: %2 instead of %3.</source>
        <translation>Aussi bien que votre meilleur résultat, %1, et plus rapide : %2 au lieu de %3.</translation>
    </message>
    <message>
        <source>As good as your best, %1, and now timed: %2.</source>
        <translation>Aussi bien que votre meilleur résultat, %1, et maintenant chronométré : %2.</translation>
    </message>
    <message>
        <source>A new record: %1, your first without help.</source>
        <translation>Un nouveau record : %1, votre premier sans aide.</translation>
    </message>
    <message>
        <source>Recorded, but not as your own solve: %1.</source>
        <translation>Enregistré, mais pas comme résolu par vous : %1.</translation>
    </message>
    <message>
        <source>Your best so far: %1. Without help, your next solve will be your first record.</source>
        <translation>Votre meilleur résultat pour l’instant : %1. Sans aide, votre prochaine réussite sera votre premier record.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n blue peg(s) (B), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>La position « %1 » a %n pion bleu (B), et %2 en a %3, comme %4.</numerusform>
            <numerusform>La position « %1 » a %n pions bleus (B), et %2 en a %3, comme %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n red peg(s) (R), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>La position « %1 » a %n pion rouge (R), et %2 en a %3, comme %4.</numerusform>
            <numerusform>La position « %1 » a %n pions rouges (R), et %2 en a %3, comme %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n yellow peg(s) (Y), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>La position « %1 » a %n pion jaune (Y), et %2 en a %3, comme %4.</numerusform>
            <numerusform>La position « %1 » a %n pions jaunes (Y), et %2 en a %3, comme %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n empty hole(s) (_), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>La position « %1 » a %n trou vide (_), et %2 en a %3, comme %4.</numerusform>
            <numerusform>La position « %1 » a %n trous vides (_), et %2 en a %3, comme %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n &quot;%2&quot;, and %3 has %4, as in %5.</source>
        <translation>
            <numerusform>La position « %1 » a %n « %2 », et %3 en a %4, comme %5.</numerusform>
            <numerusform>La position « %1 » a %n « %2 », et %3 en a %4, comme %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is empty: write one letter a hole.</source>
        <translation>La position est vide : écrivez une lettre par trou.</translation>
    </message>
    <message>
        <source>The position &quot;%1&quot; has &quot;%2&quot; at hole %3; a hole holds B (blue), R (red), Y (yellow), _ (empty) or a frog&apos;s number.</source>
        <translation>La position « %1 » a « %2 » au trou %3 ; un trou contient B (bleu), R (rouge), Y (jaune), _ (vide) ou le numéro d’une grenouille.</translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n hole(s), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>La position « %1 » a %n trou, et %2 en a %3, comme %4.</numerusform>
            <numerusform>La position « %1 » a %n trous, et %2 en a %3, comme %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>The move &quot;%1&quot; names a hole beyond %2, the last hole of %3.</source>
        <translation>Le coup « %1 » nomme un trou au-delà de %2, le dernier trou de %3.</translation>
    </message>
    <message>
        <source>A size is missing in &quot;%1&quot;: write whole numbers, as in classic:3 or classic:3x2.</source>
        <translation>Il manque une taille dans « %1 » : écrivez des nombres entiers, comme classic:3 ou classic:3x2.</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; in &quot;%2&quot; is not a whole number of 1 or more.</source>
        <translation>La taille « %1 » dans « %2 » n’est pas un nombre entier d’au moins 1.</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; in &quot;%2&quot; is over the limit of %3.</source>
        <translation>La taille « %1 » dans « %2 » dépasse la limite de %3.</translation>
    </message>
    <message>
        <source>The sizes in &quot;%1&quot; do not fit the board %2: write them as in %3.</source>
        <translation>Les tailles de « %1 » ne conviennent pas au plateau %2 : écrivez-les comme %3.</translation>
    </message>
    <message>
        <source>In &quot;%1&quot; the first size NB must be larger than the two arms N1 and N2 together, so that the last hole lies on the line.</source>
        <translation>Dans « %1 », la première taille NB doit dépasser la somme des deux bras N1 et N2, pour que le dernier trou soit sur la ligne.</translation>
    </message>
    <message>
        <source>The ending &quot;%1&quot; in &quot;%2&quot; is not understood: after the sizes come at most one h (holes between the sides), then at most one k (the longest jump), each with a number from 1 to %3, as in classic:6h2k2.</source>
        <translation>La fin « %1 » de « %2 » n’est pas comprise : après les tailles viennent au plus un h (trous entre les camps), puis au plus un k (le plus long saut), chacun avec un nombre de 1 à %3, comme classic:6h2k2.</translation>
    </message>
    <message>
        <source>The board %1 takes no position: game IDs name row boards (classic, strict and row).</source>
        <translation>Le plateau %1 ne prend pas de position : les identifiants de partie nomment des rangées (classic, strict et row).</translation>
    </message>
    <message>
        <source>The option &quot;%1&quot; in &quot;%2&quot; is not understood: after the start and the goal come ,strict (or ,classic) and ,k with the longest jump, in that order, as in row:BB__RR&gt;RR__BB,strict,k2.</source>
        <translation>L’option « %1 » de « %2 » n’est pas comprise : après le départ et le but viennent ,strict (ou ,classic) et ,k avec le plus long saut, dans cet ordre, comme row:BB__RR&gt;RR__BB,strict,k2.</translation>
    </message>
    <message>
        <source>A row holds blue pegs (B), red pegs (R) and empty holes (_) only, and hole %1 holds &quot;%2&quot;.</source>
        <translation>Une rangée ne contient que des pions bleus (B), des pions rouges (R) et des trous vides (_), et le trou %1 contient « %2 ».</translation>
    </message>
    <message>
        <source>The start has %1 holes and the goal %2: both need the same length.</source>
        <translation>Le départ a %1 trous et le but %2 : les deux doivent avoir la même longueur.</translation>
    </message>
    <message>
        <source>A row has 2 to %1 holes, and this one has %2.</source>
        <translation>Une rangée a de 2 à %1 trous, et celle-ci en a %2.</translation>
    </message>
    <message>
        <source>Start and goal hold different pegs: the start %1 blue and %2 red, the goal %3 blue and %4 red; a move never adds or removes a peg.</source>
        <translation>Le départ et le but n’ont pas les mêmes pions : le départ %1 bleus et %2 rouges, le but %3 bleus et %4 rouges ; un coup n’ajoute ni ne retire jamais de pion.</translation>
    </message>
    <message>
        <source>The row has no empty hole, so no peg can move.</source>
        <translation>La rangée n’a aucun trou vide : aucun pion ne peut bouger.</translation>
    </message>
    <message>
        <source>The text &quot;%1&quot; names no board: write a board&apos;s name, a colon and its size, as in classic:3.</source>
        <translation>Le texte « %1 » ne nomme aucun plateau : écrivez le nom d’un plateau, deux-points et sa taille, comme classic:3.</translation>
    </message>
    <message>
        <source>The size in &quot;%1&quot; is out of range: the board %2 takes one size from 1 to %3.</source>
        <translation>La taille de « %1 » est hors limites : le plateau %2 prend une taille de 1 à %3.</translation>
    </message>
    <message>
        <source>The row &quot;%1&quot; would have %2 holes; a row with several holes between the sides or long jumps has at most %3 holes.</source>
        <translation>La rangée « %1 » aurait %2 trous ; une rangée avec plusieurs trous entre les camps ou de longs sauts a au plus %3 trous.</translation>
    </message>
    <message>
        <source>The text &quot;%1&quot; names no row: after &quot;row:&quot; write the start, &gt; and the goal, as in row:BR_BR&gt;RB_RB.</source>
        <translation>Le texte « %1 » ne nomme aucune rangée : après « row: » écrivez le départ, &gt; et le but, comme row:BR_BR&gt;RB_RB.</translation>
    </message>
    <message>
        <source>The game ID &quot;%1&quot; has no position after the @.</source>
        <translation>L’identifiant de partie « %1 » n’a pas de position après le @.</translation>
    </message>
    <message>
        <source>The game ID &quot;%1&quot; has more than one @; a game ID names one board and one position.</source>
        <translation>L’identifiant de partie « %1 » a plus d’un @ ; un identifiant de partie nomme un plateau et une position.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a board family&apos;s name in the Variant menu, the word a game ID writes</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the families listed</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>There is no board called &quot;%1&quot;; the boards are those of the Variant menu: %2.</source>
        <translation>Aucun plateau ne s’appelle « %1 » ; les plateaux sont ceux du menu Variante : %2.</translation>
    </message>
</context>
<context>
    <name>SaveFileText</name>
    <message>
        <source>The file lacks the field &quot;%1&quot; that every saved game has.</source>
        <translation>Il manque au fichier le champ « %1 » que toute partie enregistrée possède.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history lacks the field &quot;%2&quot;.</source>
        <translation>L’entrée %1 de l’historique de la partie n’a pas de champ « %2 ».</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a text.</source>
        <translation>Le champ « %1 » du fichier devrait contenir un texte.</translation>
    </message>
    <message>
        <source>The field &quot;%2&quot; of entry %1 of the game&apos;s history should hold a text.</source>
        <translation>Le champ « %2 » de l’entrée %1 de l’historique de la partie devrait contenir un texte.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a whole number.</source>
        <translation>Le champ « %1 » du fichier devrait contenir un nombre entier.</translation>
    </message>
    <message>
        <source>The field &quot;%2&quot; of entry %1 of the game&apos;s history should hold a whole number.</source>
        <translation>Le champ « %2 » de l’entrée %1 de l’historique de la partie devrait contenir un nombre entier.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold true or false.</source>
        <translation>Le champ « %1 » du fichier devrait contenir true ou false.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a list of moves.</source>
        <translation>Le champ « %1 » du fichier devrait contenir une liste de coups.</translation>
    </message>
    <message>
        <source>This is a folder, a device or a pipe, not a file, so it holds no saved game.</source>
        <translation>Ceci est un dossier, un périphérique ou un tube, pas un fichier : il ne contient aucune partie enregistrée.</translation>
    </message>
    <message>
        <source>Permission to read the file is denied.</source>
        <translation>L’autorisation de lire le fichier est refusée.</translation>
    </message>
    <message>
        <source>The file cannot be opened (%1).</source>
        <comment>the system&apos;s reason</comment>
        <translation>Le fichier ne peut pas être ouvert (%1).</translation>
    </message>
    <message>
        <source>The file is %1 MB, far larger than any saved game (at most %2 MB).</source>
        <translation>Le fichier fait %1 Mo, bien plus que toute partie enregistrée (au plus %2 Mo).</translation>
    </message>
    <message>
        <source>The file is empty: it holds no game.</source>
        <translation>Le fichier est vide : il ne contient aucune partie.</translation>
    </message>
    <message>
        <source>The file is not a saved game: it is no JSON text (reading stopped at character %1).</source>
        <translation>Le fichier n’est pas une partie enregistrée : ce n’est pas du texte JSON (la lecture s’est arrêtée au caractère %1).</translation>
    </message>
    <message>
        <source>The file is not a saved game: its JSON holds no fields of a game.</source>
        <translation>Le fichier n’est pas une partie enregistrée : son JSON ne contient aucun champ de partie.</translation>
    </message>
    <message>
        <source>The file is not a Leapfrog game: its format is &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>Le fichier n’est pas une partie de Leapfrog : son format est « %1 », et non « %2 ».</translation>
    </message>
    <message>
        <source>The file was saved by a newer Leapfrog, in format version %1; this Leapfrog reads versions up to %2.</source>
        <translation>Le fichier a été enregistré par un Leapfrog plus récent, au format version %1 ; ce Leapfrog lit les versions jusqu’à %2.</translation>
    </message>
    <message>
        <source>The file names format version %1, which does not exist: versions start at 1.</source>
        <translation>Le fichier indique la version de format %1, qui n’existe pas : les versions commencent à 1.</translation>
    </message>
    <message>
        <source>The board &quot;%1&quot; of the file cannot be played.</source>
        <translation>Le plateau « %1 » du fichier ne peut pas être joué.</translation>
    </message>
    <message>
        <source>The game starts from &quot;%1&quot;, which is not the start of %2 (%3).</source>
        <translation>La partie commence par « %1 », qui n’est pas le départ de %2 (%3).</translation>
    </message>
    <message>
        <source>The game&apos;s history has %1 entries, more than a saved game holds (at most %2).</source>
        <translation>L’historique de la partie compte %1 entrées, plus qu’une partie enregistrée n’en contient (au plus %2).</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history is neither a move nor a restart.</source>
        <translation>L’entrée %1 de l’historique de la partie n’est ni un coup ni un recommencement.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history is of the kind &quot;%2&quot;; a saved game knows &quot;move&quot; and &quot;restart&quot;.</source>
        <translation>L’entrée %1 de l’historique de la partie est de la sorte « %2 » ; une partie enregistrée connaît « move » et « restart ».</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history was made by &quot;%2&quot;; a saved game knows &quot;player&quot;, &quot;solution&quot; and &quot;hint&quot;.</source>
        <translation>L’entrée %1 de l’historique de la partie vient de « %2 » ; une partie enregistrée connaît « player », « solution » et « hint ».</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history, &quot;%2&quot;, is not a move written as two holes, as in 3-4.</source>
        <translation>L’entrée %1 de l’historique de la partie, « %2 », n’est pas un coup écrit avec deux trous, comme 3-4.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history cannot be read.</source>
        <translation>L’entrée %1 de l’historique de la partie est illisible.</translation>
    </message>
    <message>
        <source>The move %1 (entry %2 of the game&apos;s history) is not allowed on %3: %4.</source>
        <translation>Le coup %1 (entrée %2 de l’historique de la partie) n’est pas permis sur %3 : %4.</translation>
    </message>
    <message>
        <source>The game&apos;s place in its history, %1, lies outside it (0 to %2).</source>
        <translation>La place de la partie dans son historique, %1, est en dehors de celle-ci (0 à %2).</translation>
    </message>
</context>
<context>
    <name>SizePresets</name>
    <message>
        <source>%1 a side</source>
        <translation>%1 par camp</translation>
    </message>
    <message>
        <source>%1 frogs</source>
        <translation>%1 grenouilles</translation>
    </message>
    <message>
        <source>%1 x %1 (beyond exact verdicts)</source>
        <translation>%1 × %1 (au-delà des verdicts exacts)</translation>
    </message>
    <message>
        <source>%1 x %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message numerus="yes">
        <source>Arms of %n hole(s)</source>
        <translation>
            <numerusform>Bras de %n trou</numerusform>
            <numerusform>Bras de %n trous</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 blue · trunk %2 · arms %3 and %4</source>
        <translation>%1 bleus · tronc %2 · bras %3 et %4</translation>
    </message>
    <message>
        <source>%1 of each colour</source>
        <translation>%1 de chaque couleur</translation>
    </message>
</context>
<context>
    <name>Solvability</name>
    <message>
        <source>No sequence of moves reaches the goal on this board, so there is no hint and no solution to show. Try another size.</source>
        <translation>Aucune suite de coups n’atteint le but sur ce plateau : il n’y a donc ni indice ni solution à montrer. Essayez une autre taille.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 a side</source>
        <translation>%1 par camp</translation>
    </message>
    <message>
        <source>%1 blue and %2 red</source>
        <translation>%1 bleus et %2 rouges</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>strictes</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>classiques</translation>
    </message>
    <message>
        <source>, %1 holes</source>
        <translation>, %1 trous</translation>
    </message>
    <message>
        <source>, jumps over up to %1 pegs</source>
        <translation>, sauts par-dessus jusqu’à %1 pions</translation>
    </message>
    <message>
        <source>Custom puzzle (%1%2)</source>
        <translation>Puzzle personnalisé (%1%2)</translation>
    </message>
    <message>
        <source>%1, %2%3</source>
        <translation>%1, %2%3</translation>
    </message>
    <message>
        <source>Strict rules</source>
        <translation>Règles strictes</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>par unknown</source>
        <translation>par inconnu</translation>
    </message>
    <message>
        <source>par</source>
        <translation>par</translation>
    </message>
    <message>
        <source>%1 over par</source>
        <translation>%1 au-dessus du par</translation>
    </message>
    <message>
        <source>Start a new game to solve one without having seen its solution.</source>
        <translation>Commencez une nouvelle partie pour en résoudre une sans avoir vu sa solution.</translation>
    </message>
    <message>
        <source>Challenge: %1</source>
        <translation>Défi : %1</translation>
    </message>
    <message>
        <source>Classic, 5 a side (Brainbuster)</source>
        <translation>Classique, 5 par camp (Brainbuster)</translation>
    </message>
    <message>
        <source>Classic, %1</source>
        <translation>Classique, %1</translation>
    </message>
    <message>
        <source>Strict rules, %1</source>
        <translation>Règles strictes, %1</translation>
    </message>
    <message>
        <source>Pair shift, %1 of each</source>
        <translation>Décalage de paires, %1 de chaque</translation>
    </message>
    <message>
        <source>Branching board, %1 blue and %2 red</source>
        <translation>Plateau ramifié, %1 bleus et %2 rouges</translation>
    </message>
    <message numerus="yes">
        <source>Dudeney&apos;s frogs, %Ln frog(s)</source>
        <translation>
            <numerusform>Grenouilles de Dudeney, %Ln grenouille</numerusform>
            <numerusform>Grenouilles de Dudeney, %Ln grenouilles</numerusform>
        </translation>
    </message>
    <message>
        <source>Grid, %1 x %1</source>
        <translation>Quadrillage, %1 × %1</translation>
    </message>
    <message>
        <source>This game starts from %1, not from the usual start: take it to the goal %2 in as few moves as you can. Click a peg to move it.</source>
        <translation>Cette partie part de %1, pas du départ habituel : amenez-la au but %2 en aussi peu de coups que possible. Cliquez sur un pion pour le déplacer.</translation>
    </message>
    <message>
        <source>Move each colour on to the next arm, turning anticlockwise: blue into the yellow arm, red into the blue arm, yellow into the red arm, with the centre empty at the end. The rings round the holes show where each colour must end. Click a peg to move it; jumps may turn through the centre.</source>
        <translation>Faites passer chaque couleur au bras suivant, dans le sens inverse des aiguilles d’une montre : bleu dans le bras jaune, rouge dans le bras bleu, jaune dans le bras rouge, avec le centre vide à la fin. Les anneaux autour des trous montrent où chaque couleur doit finir. Cliquez sur un pion pour le déplacer ; les sauts peuvent tourner par le centre.</translation>
    </message>
    <message>
        <source>Swap the sides: the %1 red pegs end at the left end of the line, the empty hole next to them, and blue fills the rest of the line and both arms. The rings round the holes show where each colour must end. Click a peg to move it; jumps may turn through the branching point.</source>
        <translation>Échangez les camps : les %1 pions rouges finissent à l’extrémité gauche de la ligne, le trou vide à côté d’eux, et le bleu remplit le reste de la ligne et les deux bras. Les anneaux autour des trous montrent où chaque couleur doit finir. Cliquez sur un pion pour le déplacer ; les sauts peuvent tourner par l’embranchement.</translation>
    </message>
    <message>
        <source>Reverse the order of the frogs, so that the row reads %1 with the empty hole at the left end, in as few moves as you can. Click a frog to move it.</source>
        <translation>Inversez l’ordre des grenouilles, pour que la rangée soit %1 avec le trou vide à l’extrémité gauche, en aussi peu de coups que possible. Cliquez sur une grenouille pour la déplacer.</translation>
    </message>
    <message>
        <source>Swap the two colours: turn the board half a turn, so that blue fills the bottom right and red the top left, the centre empty. Blue moves right or down, red left or up. Click a peg to move it.</source>
        <translation>Échangez les deux couleurs : tournez le plateau d’un demi-tour, pour que le bleu remplisse le bas à droite et le rouge le haut à gauche, le centre vide. Le bleu va à droite ou en bas, le rouge à gauche ou en haut. Cliquez sur un pion pour le déplacer.</translation>
    </message>
    <message>
        <source>Reach the position %1. Click a peg to move it.</source>
        <translation>Atteignez la position %1. Cliquez sur un pion pour le déplacer.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Bravo !</translation>
    </message>
    <message>
        <source>The fewest moves possible from this position. Congratulations!</source>
        <translation>Le moins de coups possible depuis cette position. Félicitations !</translation>
    </message>
    <message>
        <source>Well done! The flagged moves in the list show where the extra moves came from.</source>
        <translation>Bravo ! Les coups signalés dans la liste montrent d’où viennent les coups en trop.</translation>
    </message>
    <message>
        <source>The fewest moves possible. Congratulations!</source>
        <translation>Le moins de coups possible. Félicitations !</translation>
    </message>
    <message>
        <source>Every move will be judged exactly.</source>
        <translation>Chaque coup sera jugé exactement.</translation>
    </message>
    <message>
        <source>Too large for a table of verdicts: moves will be judged by Yancey&apos;s criteria while the game is optimal, and by exact search in the background after a slip.</source>
        <translation>Trop grand pour une table de verdicts : les coups seront jugés selon les critères de Yancey tant que la partie est optimale, puis par une recherche exacte en arrière-plan après une erreur.</translation>
    </message>
    <message>
        <source>Too large for a table of verdicts: exact search will judge each move in the background.</source>
        <translation>Trop grand pour une table de verdicts : une recherche exacte jugera chaque coup en arrière-plan.</translation>
    </message>
    <message>
        <source>Too large for exact verdicts: moves will be judged by Yancey&apos;s criteria while the game is optimal; after a slip, each move&apos;s kind is shown.</source>
        <translation>Trop grand pour des verdicts exacts : les coups seront jugés selon les critères de Yancey tant que la partie est optimale ; après une erreur, le type de chaque coup est affiché.</translation>
    </message>
    <message>
        <source>Too large for exact verdicts: each move&apos;s kind is shown.</source>
        <translation>Trop grand pour des verdicts exacts : le type de chaque coup est affiché.</translation>
    </message>
    <message>
        <source>the goal could no longer be reached</source>
        <translation>le but ne pourrait plus être atteint</translation>
    </message>
    <message numerus="yes">
        <source>it would cost %Ln move(s)</source>
        <translation>
            <numerusform>cela coûterait %Ln coup</numerusform>
            <numerusform>cela coûterait %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would be improper: %2; %3.</source>
        <translation>%1 serait fautif : %2 ; %3.</translation>
    </message>
    <message>
        <source>%1 is not the best from here: %2; %3.</source>
        <translation>%1 n’est pas le meilleur d’ici : %2 ; %3.</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>trou %1</translation>
    </message>
    <message>
        <source>holes %1 and %2</source>
        <translation>trous %1 et %2</translation>
    </message>
    <message>
        <source>the pair in %1 to %2</source>
        <translation>la paire en %1 vers %2</translation>
    </message>
    <message>
        <source>No letter: Yancey&apos;s notation has letters only for steps and jumps toward the goal over the other colour (S, J for blue, s, j for red); this move is none of them.</source>
        <translation>Pas de lettre : la notation de Yancey n’a de lettres que pour les pas et les sauts vers le but par-dessus l’autre couleur (S, J pour le bleu, s, j pour le rouge) ; ce coup n’en fait pas partie.</translation>
    </message>
    <message>
        <source>Shift pairs of pegs into the two empty holes until the row reads %1. Click a peg of the pair: it shifts at once when it has one partner; with two, click the partner too.</source>
        <translation>Déplacez des paires de pions dans les deux trous vides jusqu’à ce que la rangée soit %1. Cliquez sur un pion de la paire : s’il n’a qu’un partenaire, la paire se déplace aussitôt ; s’il en a deux, cliquez aussi sur le partenaire.</translation>
    </message>
    <message>
        <source>Restart and try without hints: a solve without help beats a hinted one in your records.</source>
        <translation>Recommencez sans indices : dans vos records, une résolution sans aide bat une résolution avec indices.</translation>
    </message>
    <message>
        <source>Take a new challenge to solve one without having seen its solution.</source>
        <translation>Prenez un nouveau défi pour en résoudre un sans en avoir vu la solution.</translation>
    </message>
    <message>
        <source>Watching the solution does not count as solving it yourself: take a new challenge and try on your own.</source>
        <translation>Regarder la solution ne compte pas comme la résoudre vous-même : prenez un nouveau défi et essayez seul.</translation>
    </message>
    <message>
        <source>Watching the solution does not count as solving it yourself: start a new game and try on your own.</source>
        <translation>Regarder la solution ne compte pas comme la résoudre vous-même : commencez une nouvelle partie et essayez seul.</translation>
    </message>
    <message>
        <source>frog %1 in %2 to %3</source>
        <translation>la grenouille %1 en %2 vers %3</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left) in as few moves as you can. The coloured ring round each hole shows which colour must end there, the dashed ring where the empty hole ends. Click a peg to move it.</source>
        <translation>Échangez les deux camps (le bleu à droite, le rouge à gauche) en aussi peu de coups que possible. L’anneau coloré autour de chaque trou montre quelle couleur doit y finir, l’anneau en pointillé où finit le trou vide. Cliquez sur un pion pour le déplacer.</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left, the empty holes between them) in as few moves as you can. The coloured ring round each hole shows which colour must end there, the dashed rings where the empty holes end. Click a peg to move it.</source>
        <translation>Échangez les deux camps (le bleu à droite, le rouge à gauche, les trous vides entre eux) en aussi peu de coups que possible. L’anneau coloré autour de chaque trou montre quelle couleur doit y finir, les anneaux en pointillé où finissent les trous vides. Cliquez sur un pion pour le déplacer.</translation>
    </message>
    <message>
        <source>Daily challenge of %1: %2</source>
        <translation>Défi du jour du %1 : %2</translation>
    </message>
    <message>
        <source>Daily challenge: %1</source>
        <translation>Défi du jour : %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hint(s)</source>
        <translation>
            <numerusform>%Ln indice</numerusform>
            <numerusform>%Ln indices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution and %1</source>
        <translation>
            <numerusform>Résolu en %Ln coup avec la solution montrée et %1</numerusform>
            <numerusform>Résolu en %Ln coups avec la solution montrée et %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution</source>
        <translation>
            <numerusform>Résolu en %Ln coup avec la solution montrée</numerusform>
            <numerusform>Résolu en %Ln coups avec la solution montrée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1, after seeing the solution</source>
        <translation>
            <numerusform>Résolu en %Ln coup avec %1, après avoir vu la solution</numerusform>
            <numerusform>Résolu en %Ln coups avec %1, après avoir vu la solution</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1</source>
        <translation>
            <numerusform>Résolu en %Ln coup avec %1</numerusform>
            <numerusform>Résolu en %Ln coups avec %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) after seeing the solution</source>
        <translation>
            <numerusform>Résolu en %Ln coup après avoir vu la solution</numerusform>
            <numerusform>Résolu en %Ln coups après avoir vu la solution</numerusform>
        </translation>
    </message>
    <message>
        <source>Without hints or the solution, a solve beats a helped one in your records.</source>
        <translation>Dans vos records, une résolution sans indices ni solution bat une résolution aidée.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>Résolu en %Ln coup</numerusform>
            <numerusform>Résolu en %Ln coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): par</source>
        <translation>
            <numerusform>Résolu en %Ln coup : par</numerusform>
            <numerusform>Résolu en %Ln coups : par</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over par (%2)</source>
        <translation>
            <numerusform>Résolu en %Ln coup : %1 au-dessus du par (%2)</numerusform>
            <numerusform>Résolu en %Ln coups : %1 au-dessus du par (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): optimal</source>
        <translation>
            <numerusform>Résolu en %Ln coup : optimal</numerusform>
            <numerusform>Résolu en %Ln coups : optimal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over the minimum of %2</source>
        <translation>
            <numerusform>Résolu en %Ln coup : %1 au-dessus du minimum de %2</numerusform>
            <numerusform>Résolu en %Ln coups : %1 au-dessus du minimum de %2</numerusform>
        </translation>
    </message>
    <message>
        <source> that leaves the pegs jammed</source>
        <translation> qui laisse les pions coincés</translation>
    </message>
    <message>
        <source>the blue peg in %1 to %2</source>
        <translation>le pion bleu en %1 vers %2</translation>
    </message>
    <message>
        <source>the red peg in %1 to %2</source>
        <translation>le pion rouge en %1 vers %2</translation>
    </message>
    <message>
        <source>the yellow peg in %1 to %2</source>
        <translation>le pion jaune en %1 vers %2</translation>
    </message>
    <message>
        <source>Keyboard: the arrow keys move the keyboard frame from peg to peg, Enter or Space moves the peg in it.</source>
        <translation>Au clavier : les flèches déplacent le cadre du clavier de pion en pion, Entrée ou Espace déplace le pion qu’il entoure.</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left) in as few moves as you can. The rules are strict: a peg never moves back (blue only right, red only left) and only jumps over pegs of the other colour. The coloured ring round each hole shows which colour must end there, the dashed ring where the empty hole ends. Click a peg to move it.</source>
        <translation>Échangez les deux camps (le bleu à droite, le rouge à gauche) en aussi peu de coups que possible. Les règles sont strictes : un pion ne recule jamais (le bleu seulement vers la droite, le rouge seulement vers la gauche) et ne saute que par-dessus des pions de l’autre couleur. L’anneau coloré autour de chaque trou montre quelle couleur doit y finir, l’anneau en pointillé où finit le trou vide. Cliquez sur un pion pour le déplacer.</translation>
    </message>
    <message>
        <source>B a blue peg</source>
        <translation>B un pion bleu</translation>
    </message>
    <message>
        <source>R a red peg</source>
        <translation>R un pion rouge</translation>
    </message>
    <message>
        <source>Y a yellow peg</source>
        <translation>Y un pion jaune (yellow en anglais)</translation>
    </message>
    <message>
        <source>_ an empty hole</source>
        <translation>_ un trou vide</translation>
    </message>
    <message>
        <source>a digit or letter a frog&apos;s number (a for 10, b for 11, c for 12)</source>
        <translation>un chiffre ou une lettre le numéro d’une grenouille (a pour 10, b pour 11, c pour 12)</translation>
    </message>
    <message>
        <source>This board&apos;s game ID is %1: entered as a game ID, it opens this board again. The goal is written hole by hole from hole 1: %2.</source>
        <translation>L’identifiant de partie de ce plateau est %1 : saisi comme identifiant de partie, il rouvre ce plateau. Le but est écrit trou par trou à partir du trou 1 : %2.</translation>
    </message>
    <message>
        <source>A letter with ×n stands for n such holes in a row.</source>
        <translation>Une lettre suivie de ×n vaut n tels trous à la suite.</translation>
    </message>
    <message>
        <source>The middle of the goal is left out (…).</source>
        <translation>Le milieu du but est omis (…).</translation>
    </message>
    <message>
        <source>Three-colour Y, %1 a colour</source>
        <translation>Y à trois couleurs, %1 par couleur</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Slide a peg</source>
        <translation>Glisser un pion</translation>
    </message>
    <message>
        <source>Jump over a peg</source>
        <translation>Sauter par-dessus un pion</translation>
    </message>
    <message>
        <source>A peg can jump over one peg into the hole. Click the red peg: it jumps over the blue one.</source>
        <translation>Un pion peut sauter par-dessus un pion dans le trou. Cliquez sur le pion rouge : il saute par-dessus le bleu.</translation>
    </message>
    <message>
        <source>Finish the puzzle</source>
        <translation>Finir le puzzle</translation>
    </message>
    <message>
        <source>You win when blue and red have swapped sides. Click the blue peg to slide it home.</source>
        <translation>Vous gagnez quand le bleu et le rouge ont échangé leurs camps. Cliquez sur le pion bleu pour le faire glisser à sa place.</translation>
    </message>
    <message>
        <source>A move that costs</source>
        <translation>Un coup qui coûte</translation>
    </message>
    <message>
        <source>You did it in 3 moves! Now two pegs a side. Some moves make the puzzle longer. Try one: click the blue peg with the arrow to jump it over the other blue peg.</source>
        <translation>Réussi en 3 coups ! Maintenant, deux pions par camp. Certains coups allongent le puzzle. Essayez-en un : cliquez sur le pion bleu marqué d’une flèche pour le faire sauter par-dessus l’autre pion bleu.</translation>
    </message>
    <message>
        <source>Press Undo (Ctrl+Z) or the Undo button to take the jump back.</source>
        <translation>Appuyez sur Annuler (Ctrl+Z) ou sur le bouton Annuler pour reprendre le saut.</translation>
    </message>
    <message>
        <source>Press Undo (Ctrl+Z) until the board is back as it was at the start.</source>
        <translation>Appuyez sur Annuler (Ctrl+Z) jusqu’à ce que le plateau soit revenu à son état de départ.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Bravo !</translation>
    </message>
    <message numerus="yes">
        <source>It makes the puzzle %Ln move(s) longer.</source>
        <translation>
            <numerusform>Il allonge le puzzle de %Ln coup.</numerusform>
            <numerusform>Il allonge le puzzle de %Ln coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is another board. Press Redo (Ctrl+Shift+Z) to come back to the tutorial.</source>
        <translation>C’est un autre plateau. Appuyez sur Rétablir (Ctrl+Maj+Z) pour revenir au tutoriel.</translation>
    </message>
    <message>
        <source>This is another board. Press Undo (Ctrl+Z) to come back to the tutorial.</source>
        <translation>C’est un autre plateau. Appuyez sur Annuler (Ctrl+Z) pour revenir au tutoriel.</translation>
    </message>
    <message>
        <source>Read the marks</source>
        <translation>Lire les marques</translation>
    </message>
    <message>
        <source>Not that one: move the peg with the arrow (click it, or choose it with the arrow keys and press Enter).</source>
        <translation>Pas celui-là : déplacez le pion marqué par la flèche (cliquez dessus, ou choisissez-le avec les flèches et appuyez sur Entrée).</translation>
    </message>
    <message>
        <source>The blue pegs must end on the right and the red pegs on the left. Click the blue peg next to the hole: it slides in.</source>
        <translation>À la fin, les pions bleus doivent être à droite et les rouges à gauche. Cliquez sur le pion bleu à côté du trou : il y glisse.</translation>
    </message>
    <message>
        <source>The yellow sign means your jump was a mistake.%1 The tags show why: the empty hole (the tag with a dot), two blue pegs (B B) and a red one (R) in a row leave no shortest way. A ring shows which colour must end in its hole, the dashed ring the empty hole. Letters in the move list name the kind of move, not whether it was good: S a blue step forward, J a blue jump forward over red, s a red step forward, j a red jump forward over blue. Your jump has a dot: none of these. Press Undo (Ctrl+Z).</source>
        <translation>Le signe jaune veut dire que votre saut était une erreur.%1 Les étiquettes montrent pourquoi : le trou vide (l’étiquette à point), deux pions bleus (B B) et un rouge (R) à la suite ne laissent aucun chemin le plus court. Un anneau montre quelle couleur doit finir dans son trou, l’anneau en pointillé le trou vide. Les lettres de la liste des coups nomment le genre de coup, pas s’il était bon : S un pas bleu en avant, J un saut bleu en avant par-dessus le rouge, s un pas rouge en avant, j un saut rouge en avant par-dessus le bleu. Votre saut a un point : aucun de ceux-là. Appuyez sur Annuler (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Keyboard: the keyboard frame is on that peg: press Enter. The arrow keys move the frame from peg to peg. Esc leaves the tutorial.</source>
        <translation>Au clavier : le cadre du clavier est sur ce pion : appuyez sur Entrée. Les flèches déplacent le cadre de pion en pion. Échap quitte le tutoriel.</translation>
    </message>
    <message>
        <source>That is not the move this step asks for. Press Undo (Ctrl+Z) to take it back; the arrow then shows the peg to move.</source>
        <translation>Ce n’est pas le coup que demande cette étape. Appuyez sur Annuler (Ctrl+Z) pour le reprendre ; la flèche montre alors le pion à déplacer.</translation>
    </message>
    <message>
        <source>You know both kinds of move now, the step and the jump. On a row with one empty hole, as here, jumping over your own colour never helps: jump over the other colour instead. Stuck? Hint (H) shows a good move. Press Done (or Enter) to play.</source>
        <translation>Vous connaissez maintenant les deux sortes de coups, le pas et le saut. Sur une rangée à un seul trou vide, comme ici, sauter par-dessus sa propre couleur n’aide jamais : sautez plutôt par-dessus l’autre couleur. Bloqué ? Indice (H) montre un bon coup. Appuyez sur Terminé (ou Entrée) pour jouer.</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <source>proper</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>improper</source>
        <translation>fautif</translation>
    </message>
    <message>
        <source>best from here</source>
        <translation>le meilleur d’ici</translation>
    </message>
    <message>
        <source>goal lost</source>
        <translation>but perdu</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln move(s)</source>
        <translation>
            <numerusform>+%Ln coup</numerusform>
            <numerusform>+%Ln coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::Banner</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ChallengeDialog</name>
    <message>
        <source>&amp;Today&apos;s daily challenge (the same for everyone today)</source>
        <translation>Défi du &amp;jour (le même pour tous aujourd’hui)</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Défi</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Règles classiques</translation>
    </message>
    <message>
        <source>Strict rules</source>
        <translation>Règles strictes</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>An exact distance</source>
        <translation>Une distance exacte</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (left):</source>
        <translation>Pions &amp;bleus (à gauche) :</translation>
    </message>
    <message>
        <source>R&amp;ed pegs (right):</source>
        <translation>Pions r&amp;ouges (à droite) :</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulté :</translation>
    </message>
    <message>
        <source>Di&amp;stance to the goal:</source>
        <translation>Dis&amp;tance au but :</translation>
    </message>
    <message>
        <source>This board is too small for a challenge. Choose more pegs.</source>
        <translation>Ce plateau est trop petit pour un défi. Choisissez plus de pions.</translation>
    </message>
    <message numerus="yes">
        <source>%1: a position exactly %Ln move(s) from the goal (the whole puzzle takes %2).</source>
        <translation>
            <numerusform>%1 : une position à exactement %Ln coup du but (le puzzle entier en demande %2).</numerusform>
            <numerusform>%1 : une position à exactement %Ln coups du but (le puzzle entier en demande %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a position from %2 to %3 moves from the goal (the whole puzzle takes %4). Take it to the goal in the fewest moves: that number is its par.</source>
        <translation>%1 : une position à %2 à %3 coups du but (le puzzle entier en demande %4). Amenez-la au but en aussi peu de coups que possible : ce nombre est son par.</translation>
    </message>
    <message>
        <source>Today&apos;s challenge is the same for everyone who chooses this board and level today.</source>
        <translation>Le défi du jour est le même pour tous ceux qui choisissent ce plateau et ce niveau aujourd’hui.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::CustomPuzzleDialog</name>
    <message>
        <source>&amp;Goal is the mirror of the start</source>
        <translation>Le &amp;but est le miroir du départ</translation>
    </message>
    <message>
        <source>Custom puzzle</source>
        <translation>Puzzle personnalisé</translation>
    </message>
    <message>
        <source>Classic: any peg steps, or jumps pegs of either colour, either way</source>
        <translation>Classique : tout pion fait un pas, ou saute des pions des deux couleurs, dans les deux sens</translation>
    </message>
    <message>
        <source>Strict: blue only right, red only left, jumps over the other colour only</source>
        <translation>Strict : bleu seulement à droite, rouge seulement à gauche, sauts par-dessus l’autre couleur seulement</translation>
    </message>
    <message numerus="yes">
        <source> peg(s) at most</source>
        <translation>
            <numerusform> pion au plus</numerusform>
            <numerusform> pions au plus</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Holes in the row:</source>
        <translation>&amp;Trous dans la rangée :</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Jumps over up to:</source>
        <translation>&amp;Sauts par-dessus jusqu’à :</translation>
    </message>
    <message>
        <source>Click a hole to cycle it: empty, blue, red.</source>
        <translation>Cliquez sur un trou pour le faire changer : vide, bleu, rouge.</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Départ :</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>But :</translation>
    </message>
    <message>
        <source>Hole %1</source>
        <translation>Trou %1</translation>
    </message>
    <message>
        <source>Checking with the exact search...</source>
        <translation>Vérification par la recherche exacte...</translation>
    </message>
    <message>
        <source>The exact search cannot tell within its limits: %1.</source>
        <translation>La recherche exacte ne peut pas trancher dans ses limites : %1.</translation>
    </message>
    <message>
        <source>Unsolvable: no sequence of moves leads from this start to this goal under these rules (the exact search tried every position the start can reach).</source>
        <translation>Insoluble : aucune suite de coups ne mène de ce départ à ce but avec ces règles (la recherche exacte a essayé toutes les positions que le départ peut atteindre).</translation>
    </message>
    <message>
        <source>The start is already the goal: draw a different goal.</source>
        <translation>Le départ est déjà le but : dessinez un autre but.</translation>
    </message>
    <message>
        <source>in exactly one optimal way</source>
        <translation>d’une seule façon optimale</translation>
    </message>
    <message>
        <source>in %1 different optimal ways</source>
        <translation>de %1 façons optimales différentes</translation>
    </message>
    <message numerus="yes">
        <source>Solvable: %Ln move(s) at best, %1.</source>
        <translation>
            <numerusform>Soluble : %Ln coup au mieux, %1.</numerusform>
            <numerusform>Soluble : %Ln coups au mieux, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>pion bleu</translation>
    </message>
    <message>
        <source>red peg</source>
        <translation>pion rouge</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Start, hole %1: %2</source>
        <translation>Départ, trou %1 : %2</translation>
    </message>
    <message>
        <source>Goal, hole %1: %2</source>
        <translation>But, trou %1 : %2</translation>
    </message>
    <message>
        <source>Unsolvable. %1</source>
        <translation>Insoluble. %1</translation>
    </message>
    <message>
        <source>Not a puzzle yet. %1</source>
        <translation>Pas encore un casse-tête. %1</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ExportDialog</name>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message numerus="yes">
        <source>My game (%n move(s))</source>
        <translation>
            <numerusform>Ma partie (%n coup)</numerusform>
            <numerusform>Ma partie (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>An optimal solution</source>
        <translation>Une solution optimale</translation>
    </message>
    <message>
        <source>number </source>
        <translation>numéro </translation>
    </message>
    <message>
        <source>Optimal solutions are numbered in the order leapfrog-cli solve --solution K uses.</source>
        <translation>Les solutions optimales sont numérotées dans l’ordre qu’utilise leapfrog-cli solve --solution K.</translation>
    </message>
    <message>
        <source>PDF: a strip of boards, one per move</source>
        <translation>PDF : une bande de plateaux, un par coup</translation>
    </message>
    <message>
        <source>SVG: a picture of the board</source>
        <translation>SVG : une image du plateau</translation>
    </message>
    <message>
        <source>PNG: a picture of the board</source>
        <translation>PNG : une image du plateau</translation>
    </message>
    <message>
        <source>GIF: an animation, one frame per move</source>
        <translation>GIF : une animation, une image par coup</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> ms a move</source>
        <translation> ms par coup</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>&amp;Quoi :</translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>&amp;Pace:</source>
        <translation>&amp;Rythme :</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ichier :</translation>
    </message>
    <message>
        <source>Export cancelled: no file was written.</source>
        <translation>Export annulé : aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>Nothing was exported: %1</source>
        <translation>Rien n’a été exporté : %1</translation>
    </message>
    <message>
        <source>The solution was not found within the time allowed, so nothing was exported (%1).</source>
        <translation>La solution n’a pas été trouvée dans le temps imparti, rien n’a donc été exporté (%1).</translation>
    </message>
    <message>
        <source>Your game has no moves yet: play some, or export an optimal solution.</source>
        <translation>Votre partie n’a encore aucun coup : jouez-en quelques-uns, ou exportez une solution optimale.</translation>
    </message>
    <message>
        <source>This board has no solution to export.</source>
        <translation>Ce plateau n’a pas de solution à exporter.</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Choisissez un fichier à écrire.</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exporter vers</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Fichiers %1 (*.%2)</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Saved a strip of %n board(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>Bande de %n plateau, le départ et chaque coup, enregistrée dans %1.</numerusform>
            <numerusform>Bande de %n plateaux, le départ et chaque coup, enregistrée dans %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved an animation of %n frame(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>Animation de %n image, le départ et chaque coup, enregistrée dans %1.</numerusform>
            <numerusform>Animation de %n images, le départ et chaque coup, enregistrée dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved a picture of the board after move %1 to %2.</source>
        <translation>Image du plateau après le coup %1 enregistrée dans %2.</translation>
    </message>
    <message>
        <source>Saved a picture of the board at the start to %1.</source>
        <translation>Image du plateau au départ enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Your game has no moves yet: play some first.</source>
        <translation>Votre partie n&apos;a encore aucun coup : jouez-en d&apos;abord quelques-uns.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::FamilyListModel</name>
    <message>
        <source>no solution</source>
        <translation>pas de solution</translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation>✓ oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Moins de coups</translation>
    </message>
    <message>
        <source>Fewest possible</source>
        <translation>Le moins possible</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>Glissements</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>Sauts</translation>
    </message>
    <message>
        <source>%1 (fewest %2)</source>
        <translation>%1 (au moins %2)</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::GameIdDialog</name>
    <message>
        <source>Enter game ID</source>
        <translation>Saisir un identifiant de partie</translation>
    </message>
    <message>
        <source>A game ID names a board and its start, as in classic:3@BB_BRRR (or a board alone, as in strict:4x3):</source>
        <translation>Un identifiant de partie nomme un plateau et son départ, comme classic:3@BB_BRRR (ou un plateau seul, comme strict:4x3) :</translation>
    </message>
    <message>
        <source>%1 Write a board, then @ and one letter a hole (B blue, R red, _ empty), as in classic:3@BB_BRRR.</source>
        <translation>%1 Écrivez un plateau, puis @ et une lettre par trou (B bleu, R rouge, _ vide), comme classic:3@BB_BRRR.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::GameModel</name>
    <message>
        <source>Analysing the board…</source>
        <translation>Analyse du plateau…</translation>
    </message>
    <message>
        <source>Every move is judged exactly.</source>
        <translation>Chaque coup est jugé exactement.</translation>
    </message>
    <message>
        <source>No sequence of moves reaches the goal on this board: try another size.</source>
        <translation>Aucune suite de coups n’atteint le but sur ce plateau : essayez une autre taille.</translation>
    </message>
    <message>
        <source>Verdicts are unavailable: %1. Only each move&apos;s kind is shown.</source>
        <translation>Les verdicts ne sont pas disponibles : %1. Seul le type de chaque coup est affiché.</translation>
    </message>
    <message>
        <source>This board is too large for a table of verdicts: moves are judged by Yancey&apos;s criteria while the game is optimal; after a slip, exact search judges each move in the background.</source>
        <translation>Ce plateau est trop grand pour une table de verdicts : les coups sont jugés selon les critères de Yancey tant que la partie est optimale ; après une erreur, une recherche exacte juge chaque coup en arrière-plan.</translation>
    </message>
    <message>
        <source>This board is too large for a table of verdicts: exact search judges each move in the background.</source>
        <translation>Ce plateau est trop grand pour une table de verdicts : une recherche exacte juge chaque coup en arrière-plan.</translation>
    </message>
    <message>
        <source>This board is too large for exact verdicts: moves are judged by Yancey&apos;s criteria while the game is optimal; after a slip, only each move&apos;s kind is shown.</source>
        <translation>Ce plateau est trop grand pour des verdicts exacts : les coups sont jugés selon les critères de Yancey tant que la partie est optimale ; après une erreur, seul le type de chaque coup est affiché.</translation>
    </message>
    <message>
        <source>Verdicts are unavailable for this size: only each move&apos;s kind is shown. Hint and Play solution ask exact search, and beyond its reach follow the papers&apos; construction.</source>
        <translation>Les verdicts ne sont pas disponibles pour cette taille : seul le type de chaque coup est affiché. Indice et Jouer la solution interrogent la recherche exacte et, au-delà de sa portée, suivent la construction des articles.</translation>
    </message>
    <message>
        <source>Verdicts are unavailable for this size: only each move&apos;s kind is shown.</source>
        <translation>Les verdicts ne sont pas disponibles pour cette taille : seul le type de chaque coup est affiché.</translation>
    </message>
    <message>
        <source>The game is solved: there is nothing left to show.</source>
        <translation>La partie est résolue : il n’y a plus rien à montrer.</translation>
    </message>
    <message>
        <source>No peg can move: undo a move first.</source>
        <translation>Aucun pion ne peut bouger : annulez d’abord un coup.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::InvestigationChart</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Moins de coups</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>Glissements</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>Sauts</translation>
    </message>
    <message>
        <source>Formula: n² + 2n moves</source>
        <translation>Formule : n² + 2n coups</translation>
    </message>
    <message>
        <source>Formula: 2n + 1 moves</source>
        <translation>Formule : 2n + 1 coups</translation>
    </message>
    <message>
        <source>Formula: 2n slides</source>
        <translation>Formule : 2n glissements</translation>
    </message>
    <message>
        <source>Formula: n + 1 slides</source>
        <translation>Formule : n + 1 glissements</translation>
    </message>
    <message>
        <source>Formula: n² jumps</source>
        <translation>Formule : n² sauts</translation>
    </message>
    <message>
        <source>Formula: n jumps</source>
        <translation>Formule : n sauts</translation>
    </message>
    <message>
        <source>The engine&apos;s minimum</source>
        <translation>Le minimum du moteur</translation>
    </message>
    <message>
        <source>n blue pegs, m = n red</source>
        <translation>n pions bleus, m = n rouges</translation>
    </message>
    <message>
        <source>n blue pegs, m = 1 red</source>
        <translation>n pions bleus, m = 1 rouge</translation>
    </message>
    <message>
        <source>N of each colour (pairs:N)</source>
        <translation>N de chaque couleur (pairs:N)</translation>
    </message>
    <message>
        <source>K pegs an arm (y:K)</source>
        <translation>K pions par bras (y:K)</translation>
    </message>
    <message>
        <source>Filled points: your own games; hollow points: revealed by the program.</source>
        <translation>Points pleins : vos propres parties ; points creux : révélés par le programme.</translation>
    </message>
    <message>
        <source>Dashed, darker: the fewest moves the engine finds.</source>
        <translation>En pointillés, plus foncé : le moins de coups que trouve le moteur.</translation>
    </message>
    <message>
        <source>Dashed, darker, the formula: n·m + n + m = n² + 2n moves, of which n² jumps and 2n slides.</source>
        <translation>En pointillés, plus foncé, la formule : n·m + n + m = n² + 2n coups, dont n² sauts et 2n glissements.</translation>
    </message>
    <message>
        <source>Dashed, darker, the formula: n·m + n + m = 2n + 1 moves, of which n jumps and n + 1 slides.</source>
        <translation>En pointillés, plus foncé, la formule : n·m + n + m = 2n + 1 coups, dont n sauts et n + 1 glissements.</translation>
    </message>
    <message>
        <source>Its moves match every point shown.</source>
        <translation>Ses coups correspondent à chaque point affiché.</translation>
    </message>
    <message>
        <source>Solve a board of this sheet (%1 to %2), or reveal one, and its point shows here.</source>
        <translation>Résolvez un plateau de cette feuille (%1 à %2), ou révélez-le, et son point s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>This plot shows the boards with as many red pegs as blue (%1 to %2, the table&apos;s diagonal): solve one, or reveal one, and its point shows here.</source>
        <translation>Ce graphique montre les plateaux avec autant de pions rouges que de bleus (%1 à %2, la diagonale du tableau) : résolvez-en un, ou révélez-le, et son point s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>This plot shows the boards with one red peg (%1 to %2, the table&apos;s first column): solve one, or reveal one, and its point shows here.</source>
        <translation>Ce graphique montre les plateaux avec un seul pion rouge (%1 à %2, la première colonne du tableau) : résolvez-en un, ou révélez-le, et son point s&apos;affiche ici.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::InvestigationWindow</name>
    <message>
        <source>Each cell: the fewest moves found (✓ when no fewer are possible), then slides / jumps. n blue pegs down, m red pegs across. %1</source>
        <translation>Chaque case : le moins de coups trouvé (✓ quand il n’est pas possible de faire moins), puis glissements / sauts. n pions bleus vers le bas, m pions rouges vers la droite. %1</translation>
    </message>
    <message>
        <source>pairs:N: N pegs of each colour, moved two at a time into the two holes. %1</source>
        <translation>pairs:N : N pions de chaque couleur, déplacés deux par deux dans les deux trous. %1</translation>
    </message>
    <message>
        <source>y:K: three arms of K pegs round an empty centre. y:%1 to y:%2 take minutes the first time; Cancel stops them. %3</source>
        <translation>y:K : trois bras de K pions autour d’un centre vide. y:%1 à y:%2 prennent quelques minutes la première fois ; Annuler les arrête. %3</translation>
    </message>
    <message>
        <source>Investigate: frogs and toads</source>
        <translation>Enquête : grenouilles et crapauds</translation>
    </message>
    <message>
        <source>Reveal &amp;cell</source>
        <translation>Révéler la &amp;case</translation>
    </message>
    <message>
        <source>Shows the fewest moves, slides and jumps of the chosen board.</source>
        <translation>Montre le moins de coups, de glissements et de sauts du plateau choisi.</translation>
    </message>
    <message>
        <source>Reveal ro&amp;w</source>
        <translation>Révéler la &amp;ligne</translation>
    </message>
    <message>
        <source>Shows every board of the chosen row (the same number of blue pegs).</source>
        <translation>Montre tous les plateaux de la ligne choisie (le même nombre de pions bleus).</translation>
    </message>
    <message>
        <source>Reveal &amp;all</source>
        <translation>Révéler &amp;tout</translation>
    </message>
    <message>
        <source>Shows every board of this sheet.</source>
        <translation>Montre tous les plateaux de cette feuille.</translation>
    </message>
    <message>
        <source>&amp;Hide revealed</source>
        <translation>&amp;Masquer les révélés</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>C&amp;opier</translation>
    </message>
    <message>
        <source>Copies this sheet as a table, for a spreadsheet or a document.</source>
        <translation>Copie cette feuille sous forme de tableau, pour un tableur ou un document.</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>&amp;Exporter en CSV...</translation>
    </message>
    <message>
        <source>Writes every board of every sheet to a CSV file, one row a board.</source>
        <translation>Écrit chaque plateau de chaque feuille dans un fichier CSV, une ligne par plateau.</translation>
    </message>
    <message>
        <source>&amp;Rows</source>
        <translation>&amp;Rangées</translation>
    </message>
    <message>
        <source>&amp;Pair shift</source>
        <translation>&amp;Décalage de paires</translation>
    </message>
    <message>
        <source>&amp;Y boards</source>
        <translation>Plateaux &amp;Y</translation>
    </message>
    <message>
        <source>Balanced boards: m = n</source>
        <translation>Plateaux équilibrés : m = n</translation>
    </message>
    <message>
        <source>One red peg: m = 1</source>
        <translation>Un pion rouge : m = 1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Working out %Ln board(s)…</source>
        <translation>
            <numerusform>Calcul de %Ln plateau…</numerusform>
            <numerusform>Calcul de %Ln plateaux…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <translation>%1 : %2 %</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln move(s) deep</source>
        <translation>
            <numerusform>%1, %Ln coup de profondeur</numerusform>
            <numerusform>%1, %Ln coups de profondeur</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the boards not yet worked out are empty again.</source>
        <translation>Annulé : les plateaux pas encore calculés sont de nouveau vides.</translation>
    </message>
    <message>
        <source>A board was not worked out: %1</source>
        <translation>Un plateau n’a pas été calculé : %1</translation>
    </message>
    <message>
        <source>Show the &amp;formula</source>
        <translation>Afficher la &amp;formule</translation>
    </message>
    <message>
        <source>Show the engine&apos;s &amp;minima</source>
        <translation>Afficher les mi&amp;nima du moteur</translation>
    </message>
    <message>
        <source>Draws n·m + n + m moves, n·m jumps and n + m slides, dashed.</source>
        <translation>Trace n·m + n + m coups, n·m sauts et n + m glissements, en pointillés.</translation>
    </message>
    <message>
        <source>Draws the fewest moves the engine finds, dashed.</source>
        <translation>Trace le moins de coups que trouve le moteur, en pointillés.</translation>
    </message>
    <message>
        <source>Reveal &amp;board</source>
        <translation>Révéler le &amp;plateau</translation>
    </message>
    <message numerus="yes">
        <source>Copied the %1 sheet: %Ln board(s), one a row.</source>
        <translation>
            <numerusform>Feuille %1 copiée : %Ln plateau, un par ligne.</numerusform>
            <numerusform>Feuille %1 copiée : %Ln plateaux, un par ligne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the investigation as CSV</source>
        <translation>Exporter l’enquête en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The table was not written to %1: %2.</source>
        <translation>Le tableau n’a pas été écrit dans %1 : %2.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %Ln board(s) to %1.</source>
        <translation>
            <numerusform>%Ln plateau écrit dans %1.</numerusform>
            <numerusform>%Ln plateaux écrits dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Grey italics: revealed by the program, not solved by you; in brackets under or beside a slower game of yours: the fewest, revealed.</source>
        <translation>Italique gris : révélé par le programme, pas résolu par vous ; entre parenthèses sous ou à côté d&apos;une de vos parties plus longues : le minimum, révélé.</translation>
    </message>
    <message>
        <source>Empties every revealed cell of this sheet again, to start the class afresh; your own results stay.</source>
        <translation>Vide à nouveau chaque case révélée de cette feuille, pour recommencer avec la classe ; vos propres résultats restent.</translation>
    </message>
    <message>
        <source>The revealed cells of this sheet are empty again; your own results stay.</source>
        <translation>Les cases révélées de cette feuille sont de nouveau vides ; vos propres résultats restent.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>frogs-and-toads</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>grenouilles-et-crapauds</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::LanguageMenu</name>
    <message>
        <source>Leapfrog will follow the system&apos;s language from its next start.</source>
        <translation>Leapfrog suivra la langue du système à partir de son prochain démarrage.</translation>
    </message>
    <message>
        <source>Leapfrog will speak %1 from its next start.</source>
        <translation>Leapfrog parlera %1 à partir de son prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::MainWindow</name>
    <message>
        <source>The records could not be read</source>
        <translation>Les records n’ont pas pu être lus</translation>
    </message>
    <message>
        <source>The records were set aside</source>
        <translation>Les records ont été mis de côté</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Play solution</source>
        <translation>&amp;Jouer la solution</translation>
    </message>
    <message>
        <source>&amp;Watch a solution from the start</source>
        <translation>Regar&amp;der une solution depuis le début</translation>
    </message>
    <message>
        <source>&amp;Compare with the best</source>
        <translation>&amp;Comparer avec le meilleur</translation>
    </message>
    <message>
        <source>Where your game first left every optimal solution, what it cost, and an optimal finish from just before it.</source>
        <translation>Où votre partie a quitté pour la première fois toutes les solutions optimales, ce que cela a coûté, et une fin optimale depuis juste avant.</translation>
    </message>
    <message>
        <source>Your own moves again from the start, each with its verdict.</source>
        <translation>Vos propres coups depuis le départ, chacun avec son verdict.</translation>
    </message>
    <message>
        <source>A position of a row to take to the goal in the fewest moves, with its exact par.</source>
        <translation>Une position d’une rangée à amener au but en aussi peu de coups que possible, avec son par exact.</translation>
    </message>
    <message>
        <source>Copies the name of this game&apos;s board and start, to give to someone else.</source>
        <translation>Copie le nom du plateau et du départ de cette partie, pour le donner à quelqu’un.</translation>
    </message>
    <message>
        <source>&amp;Enter game ID...</source>
        <translation>&amp;Saisir un identifiant de partie...</translation>
    </message>
    <message>
        <source>Copied the game ID %1.</source>
        <translation>Identifiant de partie %1 copié.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>Impossible d’ouvrir %1</translation>
    </message>
    <message>
        <source>The file is no longer at %1: it was moved or deleted. It has been taken off the list.</source>
        <translation>Le fichier n’est plus à %1 : il a été déplacé ou supprimé. Il a été retiré de la liste.</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>Enre&amp;gistrer...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Classique</translation>
    </message>
    <message>
        <source>&amp;Strict rules</source>
        <translation>Règles &amp;strictes</translation>
    </message>
    <message>
        <source>&amp;Pair shift</source>
        <translation>&amp;Décalage de paires</translation>
    </message>
    <message>
        <source>Three-colour &amp;Y...</source>
        <translation>&amp;Y à trois couleurs...</translation>
    </message>
    <message>
        <source>&amp;Branching board...</source>
        <translation>Plateau &amp;ramifié...</translation>
    </message>
    <message>
        <source>Several &amp;holes and long jumps</source>
        <translation>Plusieurs &amp;trous et longs sauts</translation>
    </message>
    <message>
        <source>&amp;Dudeney&apos;s numbered frogs</source>
        <translation>&amp;Grenouilles numérotées de Dudeney</translation>
    </message>
    <message>
        <source>&amp;Grid (two dimensions)</source>
        <translation>&amp;Quadrillage (deux dimensions)</translation>
    </message>
    <message>
        <source>C&amp;ustom puzzle...</source>
        <translation>&amp;Puzzle personnalisé...</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Taille</translation>
    </message>
    <message>
        <source>&amp;Goal marks</source>
        <translation>&amp;Marques du but</translation>
    </message>
    <message>
        <source>Rings round the holes in the colour each must end with.</source>
        <translation>Des anneaux autour des trous, de la couleur avec laquelle chacun doit finir.</translation>
    </message>
    <message>
        <source>Hole &amp;numbers</source>
        <translation>&amp;Numéros des trous</translation>
    </message>
    <message>
        <source>N&amp;otation letters</source>
        <translation>Lettres de n&amp;otation</translation>
    </message>
    <message>
        <source>&amp;Coach: warn before improper moves</source>
        <translation>&amp;Entraîneur : prévenir avant les coups fautifs</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Vitesse d’&amp;animation</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>A&amp;juster le plateau</translation>
    </message>
    <message>
        <source>&amp;State space...</source>
        <translation>Espace des é&amp;tats...</translation>
    </message>
    <message>
        <source>Moves and verdicts</source>
        <translation>Coups et verdicts</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Investigate...</source>
        <translation>&amp;Enquête...</translation>
    </message>
    <message>
        <source>The frogs-and-toads investigation: a table of boards that fills in as you solve them, with a chart of the pattern.</source>
        <translation>L’enquête grenouilles et crapauds : un tableau de plateaux qui se remplit à mesure que vous les résolvez, avec un graphique de la règle.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Tutoriel</translation>
    </message>
    <message>
        <source>A short guided game: the moves, and a move that costs.</source>
        <translation>Une courte partie guidée : les coups, et un coup qui coûte.</translation>
    </message>
    <message>
        <source>&amp;About Leapfrog</source>
        <translation>À &amp;propos de Leapfrog</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Compare with the best</source>
        <translation>Comparer avec le meilleur</translation>
    </message>
    <message>
        <source>Compare with the best: no move of this game has left every optimal solution (as far as its moves are judged exactly).</source>
        <translation>Comparer avec le meilleur : aucun coup de cette partie n’a quitté toutes les solutions optimales (pour autant que ses coups soient jugés exactement).</translation>
    </message>
    <message>
        <source>The records were not saved</source>
        <translation>Les records n’ont pas été enregistrés</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Retour à votre partie.</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Votre partie</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Close the solution</source>
        <translation>Fermer la solution</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>Enregistrer les modifications ?</translation>
    </message>
    <message>
        <source>The game has changes that %1 does not have yet.</source>
        <translation>La partie a des modifications que %1 n’a pas encore.</translation>
    </message>
    <message>
        <source>Save them to %1 before quitting? The game stays in Leapfrog either way.</source>
        <translation>Les enregistrer dans %1 avant de quitter ? La partie reste dans Leapfrog dans tous les cas.</translation>
    </message>
    <message numerus="yes">
        <source>Back to the game you left: %1, %Ln move(s) in.</source>
        <translation>
            <numerusform>Retour à la partie quittée : %1, après %Ln coup.</numerusform>
            <numerusform>Retour à la partie quittée : %1, après %Ln coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>On to the next game again: %1.</source>
        <translation>De nouveau la partie suivante : %1.</translation>
    </message>
    <message>
        <source>New game: %1. Undo brings back the game you left.</source>
        <translation>Nouvelle partie : %1. Annuler ramène la partie quittée.</translation>
    </message>
    <message>
        <source>New game: %1.</source>
        <translation>Nouvelle partie : %1.</translation>
    </message>
    <message>
        <source>No challenge</source>
        <translation>Pas de défi</translation>
    </message>
    <message>
        <source>Setting a challenge…</source>
        <translation>Préparation d’un défi…</translation>
    </message>
    <message>
        <source>Today&apos;s %1 challenge</source>
        <translation>Le défi du jour (%1)</translation>
    </message>
    <message>
        <source>A challenge at your distance</source>
        <translation>Un défi à votre distance</translation>
    </message>
    <message>
        <source>A %1 challenge</source>
        <translation>Un défi (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1, par %Ln: take it to the goal in %Ln move(s). Game ID %2.</source>
        <translation>
            <numerusform>%1, par %Ln : amenez-la au but en %Ln coup. Identifiant de partie %2.</numerusform>
            <numerusform>%1, par %Ln : amenez-la au but en %Ln coups. Identifiant de partie %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game with that ID</source>
        <translation>Aucune partie avec cet identifiant</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>Impossible d’enregistrer %1</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Leapfrog games (*.json);;All files (*)</source>
        <translation>Parties Leapfrog (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Leapfrog games (*.json)</source>
        <translation>Parties Leapfrog (*.json)</translation>
    </message>
    <message>
        <source>About Leapfrog</source>
        <translation>À propos de Leapfrog</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Leapfrog %1&lt;/h3&gt;&lt;p&gt;The peg-jumping puzzles: frogs and toads, the shuttle puzzle, Brainbuster, shifting checkers.&lt;/p&gt;&lt;p&gt;Play them, watch optimal solutions, and learn why a move spoils optimality: every improper move is flagged with its reason, after M. Yancey&apos;s analysis of the Bradley-Thomas algorithm.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Leapfrog %1&lt;/h3&gt;&lt;p&gt;Les casse-tête de pions sauteurs : grenouilles et crapauds, le jeu de la navette, Brainbuster, les dames à échanger.&lt;/p&gt;&lt;p&gt;Jouez-les, regardez des solutions optimales, et apprenez pourquoi un coup gâche l’optimalité : chaque coup fautif est signalé avec sa raison, d’après l’analyse par M. Yancey de l’algorithme de Bradley-Thomas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Moves: %1 / par %2</source>
        <translation>Coups : %1 / par %2</translation>
    </message>
    <message>
        <source>Moves: %1 / minimum %2</source>
        <translation>Coups : %1 / minimum %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups : %1</translation>
    </message>
    <message>
        <source>Looking back at move %1 of %2</source>
        <translation>Retour sur le coup %1 sur %2</translation>
    </message>
    <message>
        <source>The board as it was; it cannot be played. Esc returns to your game.</source>
        <translation>Le plateau tel qu’il était ; on ne peut pas y jouer. Échap revient à votre partie.</translation>
    </message>
    <message>
        <source>Stuck: no peg can move</source>
        <translation>Bloqué : aucun pion ne peut bouger</translation>
    </message>
    <message>
        <source>Under the strict rules pegs can block each other. Undo a move or two and try another way.</source>
        <translation>Avec les règles strictes, les pions peuvent se bloquer. Annulez un ou deux coups et essayez autrement.</translation>
    </message>
    <message>
        <source>Res&amp;tart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Replay &amp;my game</source>
        <translation>Re&amp;voir ma partie</translation>
    </message>
    <message>
        <source>Cha&amp;llenge...</source>
        <translation>Dé&amp;fi...</translation>
    </message>
    <message>
        <source>Copy &amp;game ID</source>
        <translation>Co&amp;pier l’identifiant de partie</translation>
    </message>
    <message>
        <source>St&amp;atistics...</source>
        <translation>S&amp;tatistiques...</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <source>The theme, the board&apos;s high contrast, the language and the view&apos;s options.</source>
        <translation>Le thème, le haut contraste du plateau, la langue et les options d’affichage.</translation>
    </message>
    <message>
        <source>New challenge</source>
        <translation>Nouveau défi</translation>
    </message>
    <message>
        <source>Another challenge on this board, with a position of its own.</source>
        <translation>Un autre défi sur ce plateau, avec sa propre position.</translation>
    </message>
    <message>
        <source>Draws every position and every optimal solution: opening it counts as seeing the solution for this game.</source>
        <translation>Dessine chaque position et chaque solution optimale : l’ouvrir compte comme avoir vu la solution de cette partie.</translation>
    </message>
    <message>
        <source>Hide this panel (the View menu shows it again)</source>
        <translation>Masquer ce panneau (le menu Affichage le montre de nouveau)</translation>
    </message>
    <message>
        <source>The game stays open, not saved.</source>
        <translation>La partie reste ouverte, non enregistrée.</translation>
    </message>
    <message>
        <source>None: every game is on a window</source>
        <translation>Aucune : chaque partie est dans une fenêtre</translation>
    </message>
    <message>
        <source>The game in progress could not be kept for the next start: %1.</source>
        <translation>La partie en cours n’a pas pu être conservée pour le prochain démarrage : %1.</translation>
    </message>
    <message>
        <source>That game is no longer there: another window took it.</source>
        <translation>Cette partie n’est plus là : une autre fenêtre l’a prise.</translation>
    </message>
    <message>
        <source>Continuing %1.</source>
        <translation>Reprise de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s), %2</source>
        <translation>
            <numerusform>%1 : %n coup, %2</numerusform>
            <numerusform>%1 : %n coups, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that can no longer be read</source>
        <translation>Une partie qui ne peut plus être lue</translation>
    </message>
    <message>
        <source>Your settings were not saved: %1.</source>
        <translation>Vos préférences n’ont pas été enregistrées : %1.</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fic&amp;hiers récents</translation>
    </message>
    <message>
        <source>Un&amp;finished games</source>
        <translation>Parties &amp;laissées en suspens</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) from other windows: Game &gt; Unfinished games.</source>
        <translation>
            <numerusform>%n autre partie inachevée d’autres fenêtres : Partie &gt; Parties laissées en suspens.</numerusform>
            <numerusform>%n autres parties inachevées d’autres fenêtres : Partie &gt; Parties laissées en suspens.</numerusform>
        </translation>
    </message>
    <message>
        <source>The new language takes effect when Leapfrog next starts.</source>
        <translation>La nouvelle langue prend effet au prochain démarrage de Leapfrog.</translation>
    </message>
    <message>
        <source>Va&amp;riant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::MoveListModel</name>
    <message>
        <source> (played by the shown solution)</source>
        <translation> (joué par la solution montrée)</translation>
    </message>
    <message>
        <source> (a hinted move)</source>
        <translation> (un coup indiqué)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>The move&apos;s letter in Yancey&apos;s notation: S and J a blue step and jump, s and j a red step and jump, each forward and (a jump) over the other colour; other moves have none.</source>
        <translation>La lettre du coup dans la notation de Yancey : S et J un pas et un saut bleus, s et j un pas et un saut rouges, chacun vers l’avant et (un saut) par-dessus l’autre couleur ; les autres coups n’en ont pas.</translation>
    </message>
    <message>
        <source>The move&apos;s number in your game, from the start.</source>
        <translation>Le numéro du coup dans votre partie, depuis le départ.</translation>
    </message>
    <message>
        <source>The move from hole to hole, the holes numbered from the left: 3-4 moves the peg in hole 3 to hole 4.</source>
        <translation>Le coup d’un trou à l’autre, les trous numérotés depuis la gauche : 3-4 déplace le pion du trou 3 au trou 4.</translation>
    </message>
    <message>
        <source> A dot (·) means no letter: the move went backwards or jumped its own colour. The notation under the list (Notation: SJs...) is the letters of your moves in a row.</source>
        <translation> Un point (·) veut dire pas de lettre : le coup est allé en arrière ou a sauté sa propre couleur. La notation sous la liste (Notation : SJs...) est la suite des lettres de vos coups.</translation>
    </message>
    <message>
        <source>What the move did to your chances of the shortest solution: proper keeps a shortest solution open; improper makes every solution from here longer; +N moves says how much longer; best from here is the best move after an earlier slip.</source>
        <translation>Ce que le coup a fait de vos chances de la solution la plus courte : bon garde une solution la plus courte ouverte ; fautif rend toute solution d’ici plus longue ; +N coups dit de combien ; le meilleur d’ici est le meilleur coup après une erreur antérieure.</translation>
    </message>
    <message>
        <source>%1: a shortest solution still passes through this move.</source>
        <translation>%1 : une solution la plus courte passe encore par ce coup.</translation>
    </message>
    <message>
        <source>%1: after this move no shortest solution is left; the puzzle now takes longer.</source>
        <translation>%1 : après ce coup il ne reste aucune solution la plus courte ; le casse-tête prend maintenant plus de coups.</translation>
    </message>
    <message>
        <source>%1: this move made the shortest solution from here that much longer.</source>
        <translation>%1 : ce coup a allongé d’autant la solution la plus courte d’ici.</translation>
    </message>
    <message>
        <source>%1: after an earlier slip, this move lost nothing more.</source>
        <translation>%1 : après une erreur antérieure, ce coup n’a rien perdu de plus.</translation>
    </message>
    <message>
        <source>· a move with no letter: a move backward or a jump over the same colour</source>
        <translation>· un coup sans lettre : un coup en arrière ou un saut par-dessus sa propre couleur</translation>
    </message>
    <message>
        <source>A letter names the kind of move, not whether it was good: S a blue step forward, J a blue jump forward over red, s a red step forward, j a red jump forward over blue. A dot (·) marks any other move: a move backward or a jump over the same colour. The verdict beside it says whether the move was good.</source>
        <translation>Une lettre nomme le genre de coup, pas s’il était bon : S un pas bleu en avant, J un saut bleu en avant par-dessus le rouge, s un pas rouge en avant, j un saut rouge en avant par-dessus le bleu. Un point (·) marque tout autre coup : un coup en arrière ou un saut par-dessus sa propre couleur. Le verdict à côté dit si le coup était bon.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::OverviewStrip</name>
    <message>
        <source>The whole board: click or drag to go there.</source>
        <translation>Le plateau entier : cliquez ou faites glisser pour y aller.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PlayController</name>
    <message>
        <source>No hint yet: the search stopped at its time limit. The panel offers to keep searching.</source>
        <translation>Pas encore d’indice : la recherche s’est arrêtée à sa limite de temps. Le panneau propose de continuer à chercher.</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Pas d’indice : %1</translation>
    </message>
    <message>
        <source>Choice cancelled.</source>
        <translation>Choix annulé.</translation>
    </message>
    <message>
        <source>Solved! Start a new game (Ctrl+N), or undo (Ctrl+Z) to look for a shorter way.</source>
        <translation>Résolu ! Commencez une nouvelle partie (Ctrl+N), ou annulez (Ctrl+Z) pour chercher un chemin plus court.</translation>
    </message>
    <message>
        <source>Hole %1 is empty: click a peg that can move into it.</source>
        <translation>Le trou %1 est vide : cliquez sur un pion qui peut y aller.</translation>
    </message>
    <message>
        <source>No peg can move: undo (Ctrl+Z) and try another way.</source>
        <translation>Aucun pion ne peut bouger : annulez (Ctrl+Z) et essayez autrement.</translation>
    </message>
    <message>
        <source>Pick the peg to shift with it: click a ringed peg (Esc cancels).</source>
        <translation>Choisissez le pion à déplacer avec lui : cliquez sur un pion entouré (Échap annule).</translation>
    </message>
    <message>
        <source>This peg can go to several holes: click a ringed hole (Esc cancels).</source>
        <translation>Ce pion peut aller dans plusieurs trous : cliquez sur un trou entouré (Échap annule).</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu !</translation>
    </message>
    <message>
        <source>No peg can move.</source>
        <translation>Aucun pion ne peut bouger.</translation>
    </message>
    <message>
        <source>Already solved.</source>
        <translation>Déjà résolu.</translation>
    </message>
    <message>
        <source>Looking for the best move from here…</source>
        <translation>Recherche du meilleur coup d’ici…</translation>
    </message>
    <message>
        <source>No hint: the goal cannot be reached from here. Undo a move or two.</source>
        <translation>Pas d’indice : le but ne peut pas être atteint d’ici. Annulez un ou deux coups.</translation>
    </message>
    <message>
        <source>An exact search from here finds it on a shortest way to the goal.</source>
        <translation>Une recherche exacte d’ici le trouve sur un plus court chemin vers le but.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <source>Coach: %1</source>
        <translation>Entraîneur : %1</translation>
    </message>
    <message>
        <source>Board, %1</source>
        <translation>Plateau, %1</translation>
    </message>
    <message>
        <source>The pair moved at your first click: a peg with only one partner shifts at once.</source>
        <translation>La paire s’est déplacée dès votre premier clic : un pion qui n’a qu’un partenaire se déplace aussitôt.</translation>
    </message>
    <message>
        <source>Solved! Take a new challenge from the banner, or undo (Ctrl+Z) to look for a shorter way.</source>
        <translation>Résolu ! Prenez un nouveau défi depuis le bandeau, ou annulez (Ctrl+Z) pour chercher un chemin plus court.</translation>
    </message>
    <message>
        <source>Solved in the fewest moves! Take a new challenge from the banner.</source>
        <translation>Résolu en un minimum de coups ! Prenez un nouveau défi dans le bandeau.</translation>
    </message>
    <message>
        <source>Solved in the fewest moves! Start a new game (Ctrl+N).</source>
        <translation>Résolu en un minimum de coups ! Commencez une nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>It takes back your last move, the one that lost the shortest finish: no other move leaves fewer moves to the goal. Undo (Ctrl+Z) takes it back without counting a move, and the game can again end in the fewest moves.</source>
        <translation>Il reprend votre dernier coup, celui qui a perdu la fin la plus courte : aucun autre coup ne laisse moins de coups jusqu’au but. Annuler (Ctrl+Z) le reprend sans compter de coup, et la partie peut de nouveau finir avec le moins de coups possible.</translation>
    </message>
    <message>
        <source>It takes back your last move: no other move leaves fewer moves to the goal. Undo (Ctrl+Z) takes it back without counting a move.</source>
        <translation>Il reprend votre dernier coup : aucun autre coup ne laisse moins de coups jusqu’au but. Annuler (Ctrl+Z) le reprend sans compter de coup.</translation>
    </message>
    <message>
        <source>Peg %1 cannot move: %2.</source>
        <translation>Le pion %1 ne peut pas bouger : %2.</translation>
    </message>
    <message>
        <source>Peg %1 cannot move now.</source>
        <translation>Le pion %1 ne peut pas bouger maintenant.</translation>
    </message>
    <message>
        <source>Pick the peg to shift with it: choose a ringed peg with the arrow keys, then press Enter (Esc cancels).</source>
        <translation>Choisissez le pion à déplacer avec lui : choisissez un pion entouré avec les flèches, puis appuyez sur Entrée (Échap annule).</translation>
    </message>
    <message>
        <source>This peg can go to several holes: choose a ringed hole with the arrow keys, then press Enter (Esc cancels).</source>
        <translation>Ce pion peut aller dans plusieurs trous : choisissez un trou entouré avec les flèches, puis appuyez sur Entrée (Échap annule).</translation>
    </message>
    <message>
        <source>Hint: move %1. Press H again to make it.</source>
        <translation>Indice : %1. Appuyez de nouveau sur H pour jouer ce coup.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) does better: it takes back your last move, the one that lost the shortest finish, without counting a move, and the game can again end in the fewest moves.</source>
        <translation>Annuler (Ctrl+Z) fait mieux : il reprend votre dernier coup, celui qui a perdu la fin la plus courte, sans compter de coup, et la partie peut de nouveau finir avec le moins de coups possible.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) does better: it takes back your last move without counting a move, so the game ends two moves sooner than with the hinted move.</source>
        <translation>Annuler (Ctrl+Z) fait mieux : il reprend votre dernier coup sans compter de coup, et la partie finit ainsi deux coups plus tôt qu’avec le coup de l’indice.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PlayerBar</name>
    <message>
        <source>Continue from here</source>
        <translation>Continuer d’ici</translation>
    </message>
    <message>
        <source>Drag to any move of the solution</source>
        <translation>Faites glisser vers n’importe quel coup de la solution</translation>
    </message>
    <message>
        <source>Move 1,000,000,000 of 1,000,000,000</source>
        <translation>Coup 1 000 000 000 sur 1 000 000 000</translation>
    </message>
    <message>
        <source>Leave the solution at this move and go on by hand (or click a peg)</source>
        <translation>Quitter la solution à ce coup et continuer à la main (ou cliquer sur un pion)</translation>
    </message>
    <message>
        <source>Back to your game as it was (Esc)</source>
        <translation>Retour à votre partie telle qu’elle était (Échap)</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Le départ (Début)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Un coup en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Jouer (Espace)</translation>
    </message>
    <message>
        <source>One move forward (Right, or H)</source>
        <translation>Un coup en avant (Droite, ou H)</translation>
    </message>
    <message>
        <source>The goal (End)</source>
        <translation>Le but (Fin)</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Rythme</translation>
    </message>
    <message numerus="yes">
        <source>Start · %Ln move(s)</source>
        <translation>
            <numerusform>Départ · %Ln coup</numerusform>
            <numerusform>Départ · %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Start · %1 moves</source>
        <translation>Départ · %1 coups</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <source>Close the solution</source>
        <translation>Fermer la solution</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Le départ</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Pace: from very slow (half a move a second) to fastest (100 moves a second)</source>
        <translation>Rythme : de très lent (un demi-coup par seconde) au plus rapide (100 coups par seconde)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Move of the solution</source>
        <translation>Coup de la solution</translation>
    </message>
    <message>
        <source>Play again from the start (Space)</source>
        <translation>Rejouer depuis le début (Espace)</translation>
    </message>
    <message>
        <source>Play from the start</source>
        <translation>Jouer depuis le début</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>Suivre le bureau</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;High-contrast board</source>
        <translation>Plateau à &amp;haut contraste</translation>
    </message>
    <message>
        <source>A black table, a white board, black holes and heavier outlines; the pegs keep their colours and letters.</source>
        <translation>Une table noire, un plateau blanc, des trous noirs et des contours plus épais ; les pions gardent leurs couleurs et leurs lettres.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>&amp;Goal marks</source>
        <translation>&amp;Marques du but</translation>
    </message>
    <message>
        <source>Hole &amp;numbers</source>
        <translation>&amp;Numéros des trous</translation>
    </message>
    <message>
        <source>N&amp;otation letters</source>
        <translation>Lettres de n&amp;otation</translation>
    </message>
    <message>
        <source>&amp;Coach: warn before improper moves</source>
        <translation>&amp;Entraîneur : prévenir avant les coups fautifs</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse d’&amp;animation :</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>&amp;Memory for exact answers:</source>
        <translation>Mémoire pour les &amp;réponses exactes :</translation>
    </message>
    <message>
        <source>How much memory Leapfrog may use to work out statistics, the state space and the verdicts exactly. This computer can give %1 GiB (its memory or its memory limit, less a margin). Hints and the solution player keep a smaller share of their own, so that Leapfrog and the rest of the computer stay responsive.</source>
        <translation>La mémoire que Leapfrog peut utiliser pour calculer exactement les statistiques, l’espace des états et les verdicts. Cet ordinateur peut en donner %1 Gio (sa mémoire ou sa limite de mémoire, moins une marge). Les indices et le lecteur de solutions gardent une part plus petite qui leur est propre, pour que Leapfrog et le reste de l’ordinateur restent réactifs.</translation>
    </message>
    <message>
        <source>A new language takes effect when Leapfrog next starts.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage de Leapfrog.</translation>
    </message>
    <message>
        <source>This is a limit, not an amount taken: each answer takes only the memory its board needs.</source>
        <translation>C’est une limite, pas une quantité prise : chaque réponse ne prend que la mémoire dont son plateau a besoin.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecentFiles</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (gone)</source>
        <translation>&amp;%1 %2 (disparu)</translation>
    </message>
    <message>
        <source>%1 is no longer there: moved or deleted.</source>
        <translation>%1 n’est plus là : déplacé ou supprimé.</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecordBook</name>
    <message>
        <source>The records in %1 could not be read (%2); they are left as they are, and new records are not kept.</source>
        <translation>Les records de %1 n’ont pas pu être lus (%2) ; ils sont laissés tels quels, et les nouveaux records ne sont pas conservés.</translation>
    </message>
    <message>
        <source>The records file %1 is damaged (%2) and could not be set aside; new records are not kept until it is moved.</source>
        <translation>Le fichier des records %1 est endommagé (%2) et n’a pas pu être mis de côté ; les nouveaux records ne sont pas conservés tant qu’il n’est pas déplacé.</translation>
    </message>
    <message>
        <source>The records file was damaged (%1): it was set aside as %2 and a new record book begun.</source>
        <translation>Le fichier des records était endommagé (%1) : il a été mis de côté sous le nom %2 et un nouveau carnet de records a été commencé.</translation>
    </message>
    <message>
        <source>The records could not be written to %1: %2.</source>
        <translation>Les records n’ont pas pu être écrits dans %1 : %2.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it is %1 MB, more than a record book holds</source>
        <translation>il fait %1 Mo, plus que ne contient un carnet de records</translation>
    </message>
    <message>
        <source>Not recorded yet: %1. The records file could not be written; Leapfrog keeps the result and writes it with the next one.</source>
        <translation>Pas encore enregistré : %1. Le fichier des records n’a pas pu être écrit ; Leapfrog garde le résultat et l’écrit avec le suivant.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecordTable</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>Optimal</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>Solution montrée</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>The moves of your best result: less help first, then fewer moves, then less time.</source>
        <translation>Les coups de votre meilleur résultat : moins d’aide d’abord, puis moins de coups, puis moins de temps.</translation>
    </message>
    <message>
        <source>Hints shown in your best result (since its game&apos;s start or its last restart).</source>
        <translation>Les indices montrés dans votre meilleur résultat (depuis le début de sa partie ou son dernier recommencement).</translation>
    </message>
    <message>
        <source>Whether your best result came after seeing the solution: played by the solution player, or shown in the state space.</source>
        <translation>Si votre meilleur résultat est venu après avoir vu la solution : jouée par le lecteur de solution, ou montrée dans l’espace des états.</translation>
    </message>
    <message>
        <source>The time of your best result, from its first move to the goal.</source>
        <translation>Le temps de votre meilleur résultat, de son premier coup au but.</translation>
    </message>
    <message>
        <source>Every time you brought this board to the goal without having seen its solution, hints or not: once per new game or restart (reaching the goal again after an undo is the same solve).</source>
        <translation>Chaque fois que vous avez mené ce plateau au but sans en avoir vu la solution, avec ou sans indices : une fois par nouvelle partie ou recommencement (revenir au but après une annulation est la même résolution).</translation>
    </message>
    <message>
        <source>Own solves</source>
        <translation>Vos réussites</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RowsGridModel</name>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n red peg(s)</source>
        <translation>
            <numerusform>%n pion rouge</numerusform>
            <numerusform>%n pions rouges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue peg(s)</source>
        <translation>
            <numerusform>%n pion bleu</numerusform>
            <numerusform>%n pions bleus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SearchCard</name>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&amp;Keep searching</source>
        <translation>&amp;Continuer à chercher</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Still looking for %1, for up to %2 more…</source>
        <translation>Recherche de %1 encore, pendant au plus %2…</translation>
    </message>
    <message>
        <source>The search for %1 stopped at its limit of %2: %3 It can go on for longer.</source>
        <translation>La recherche de %1 s’est arrêtée à sa limite de %2 : %3 Elle peut continuer plus longtemps.</translation>
    </message>
    <message>
        <source>The search for %1 failed: %2</source>
        <translation>La recherche de %1 a échoué : %2</translation>
    </message>
    <message>
        <source>Looking for %1…</source>
        <translation>Recherche de %1…</translation>
    </message>
    <message>
        <source>The search for %1 was cancelled.</source>
        <translation>La recherche de %1 a été annulée.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::Sharing</name>
    <message>
        <source>Nothing to print or copy: %1</source>
        <translation>Rien à imprimer ni à copier : %1</translation>
    </message>
    <message>
        <source>No optimal solution was found within the time allowed, so there is nothing to print.</source>
        <translation>Aucune solution optimale n’a été trouvée dans le temps imparti : il n’y a donc rien à imprimer.</translation>
    </message>
    <message>
        <source>Copies the position, the moves and their notation word, to paste anywhere.</source>
        <translation>Copie la position, les coups et leur mot de notation, à coller n’importe où.</translation>
    </message>
    <message>
        <source>Prints the moves as a strip of small boards, one per move.</source>
        <translation>Imprime les coups sous forme de bande de petits plateaux, un par coup.</translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation>Aperç&amp;u avant impression...</translation>
    </message>
    <message>
        <source>Shows the printed pages before they are printed.</source>
        <translation>Montre les pages avant qu’elles ne soient imprimées.</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>&amp;Exporter...</translation>
    </message>
    <message>
        <source>Saves the moves as a PDF, a picture (SVG, PNG) or an animation (GIF).</source>
        <translation>Enregistre les coups en PDF, en image (SVG, PNG) ou en animation (GIF).</translation>
    </message>
    <message>
        <source>Print a &amp;worksheet...</source>
        <translation>Imprimer une fiche d’e&amp;xercices...</translation>
    </message>
    <message>
        <source>Blank boards of 1 to 5 pegs a side and a table to fill in, for a class.</source>
        <translation>Des plateaux vides de 1 à 5 pions par camp et un tableau à remplir, pour une classe.</translation>
    </message>
    <message>
        <source>My game on %1</source>
        <translation>Ma partie sur %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %1 as text: the position, %n move(s) and their word.</source>
        <translation>
            <numerusform>%1 copié en texte : la position, %n coup et son mot.</numerusform>
            <numerusform>%1 copié en texte : la position, %n coups et leur mot.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Imprimer %1</translation>
    </message>
    <message numerus="yes">
        <source>Printed %1 on %n page(s).</source>
        <translation>
            <numerusform>%1 imprimé sur %n page.</numerusform>
            <numerusform>%1 imprimé sur %n pages.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Aperçu avant impression : %1</translation>
    </message>
    <message>
        <source>Print preview: a worksheet for a class</source>
        <translation>Aperçu avant impression : une fiche d’exercices pour une classe</translation>
    </message>
    <message>
        <source>Cannot print %1</source>
        <translation>Impossible d&apos;imprimer %1</translation>
    </message>
    <message>
        <source>Nothing was printed: %1</source>
        <translation>Rien n&apos;a été imprimé : %1</translation>
    </message>
    <message>
        <source>The preview could not be drawn: %1</source>
        <translation>L&apos;aperçu n&apos;a pas pu être dessiné : %1</translation>
    </message>
    <message>
        <source>Cop&amp;y as text</source>
        <translation>Copier en te&amp;xte</translation>
    </message>
    <message>
        <source>Pr&amp;int...</source>
        <translation>Impri&amp;mer...</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SidePanel</name>
    <message>
        <source>a hint</source>
        <translation>un indice</translation>
    </message>
    <message>
        <source>the verdicts</source>
        <translation>les verdicts</translation>
    </message>
    <message>
        <source>Click a move to see the board as it was after it; Esc returns to your game.</source>
        <translation>Cliquez sur un coup pour voir le plateau tel qu’il était après lui ; Échap revient à votre partie.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · par %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · but &lt;code&gt;%2&lt;/code&gt; · par %Ln coup</numerusform>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · but &lt;code&gt;%2&lt;/code&gt; · par %Ln coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · minimum %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · but &lt;code&gt;%2&lt;/code&gt; · minimum %Ln coup</numerusform>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · but &lt;code&gt;%2&lt;/code&gt; · minimum %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt;</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; · but &lt;code&gt;%2&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Your game in review</source>
        <translation>Votre partie en revue</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Votre coup</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Coup %1 : %2</translation>
    </message>
    <message>
        <source>Looking back: the board as it was after this move. The arrow keys walk your moves; Esc or a click on the board returns to your game.</source>
        <translation>Retour en arrière : le plateau tel qu’il était après ce coup. Les flèches parcourent vos coups ; Échap ou un clic sur le plateau revient à votre partie.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all your own.</source>
        <translation>
            <numerusform>%Ln coup, entièrement à vous.</numerusform>
            <numerusform>%Ln coups, tous à vous.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move was a mistake.</source>
        <translation>Aucun coup n’était une erreur.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s) cost extra moves: they are flagged in the list below.</source>
        <translation>
            <numerusform>%Ln coup a coûté des coups en trop : il est signalé dans la liste ci-dessous.</numerusform>
            <numerusform>%Ln coups ont coûté des coups en trop : ils sont signalés dans la liste ci-dessous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notation : %1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <source>The reason behind this verdict, the terms it uses and where it comes from.</source>
        <translation>La raison de ce verdict, les termes qu’elle emploie et d’où elle vient.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %Ln move(s) were your own.</source>
        <translation>
            <numerusform>%1 coup sur %Ln était à vous.</numerusform>
            <numerusform>%1 coups sur %Ln étaient à vous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from hints.</source>
        <translation>
            <numerusform>%Ln venait d’un indice.</numerusform>
            <numerusform>%Ln venaient d’indices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from the shown solution.</source>
        <translation>
            <numerusform>%Ln venait de la solution montrée.</numerusform>
            <numerusform>%Ln venaient de la solution montrée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you, but after seeing the solution.</source>
        <translation>
            <numerusform>%Ln coup, joué par vous, mais après avoir vu la solution.</numerusform>
            <numerusform>%Ln coups, tous joués par vous, mais après avoir vu la solution.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you.</source>
        <translation>
            <numerusform>%Ln coup, joué par vous.</numerusform>
            <numerusform>%Ln coups, tous joués par vous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You saw %Ln hint(s) on the way.</source>
        <translation>
            <numerusform>Vous avez vu %Ln indice en chemin.</numerusform>
            <numerusform>Vous avez vu %Ln indices en chemin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <source>Move %1: frog %2 from hole %3 to hole %4</source>
        <translation>Coup %1 : grenouille %2 du trou %3 au trou %4</translation>
    </message>
    <message>
        <source>You saw the solution before the end.</source>
        <translation>Vous avez vu la solution avant la fin.</translation>
    </message>
    <message>
        <source>The reason behind this verdict</source>
        <translation>La raison de ce verdict</translation>
    </message>
    <message>
        <source>Press H to make it (or Enter on the board), Esc to hide it.</source>
        <translation>Appuyez sur H pour le jouer (ou sur Entrée sur le plateau), Échap pour le masquer.</translation>
    </message>
    <message numerus="yes">
        <source>1 of the %Ln move(s) was your own.</source>
        <translation>
            <numerusform>1 coup sur %Ln était à vous.</numerusform>
            <numerusform>1 coup sur %Ln était à vous.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeDialog</name>
    <message>
        <source>Three-colour Y board</source>
        <translation>Plateau Y à trois couleurs</translation>
    </message>
    <message>
        <source>Branching board</source>
        <translation>Plateau ramifié</translation>
    </message>
    <message>
        <source>Dudeney&apos;s frogs</source>
        <translation>Grenouilles de Dudeney</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Quadrillage</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Taille personnalisée</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Préréglage :</translation>
    </message>
    <message>
        <source>Your own size</source>
        <translation>Votre propre taille</translation>
    </message>
    <message>
        <source>&amp;Arm length:</source>
        <translation>Longueur des &amp;bras :</translation>
    </message>
    <message>
        <source>holes in each of the three arms</source>
        <translation>trous dans chacun des trois bras</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (line, left):</source>
        <translation>Pions &amp;bleus (ligne, à gauche) :</translation>
    </message>
    <message>
        <source>blue pegs</source>
        <translation>pions bleus</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;trunk:</source>
        <translation>Pions rouges sur le &amp;tronc :</translation>
    </message>
    <message>
        <source>red pegs on the trunk</source>
        <translation>pions rouges sur le tronc</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;upper arm:</source>
        <translation>Pions rouges sur le bras &amp;supérieur :</translation>
    </message>
    <message>
        <source>red pegs on the upper arm</source>
        <translation>pions rouges sur le bras supérieur</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;lower arm:</source>
        <translation>Pions rouges sur le bras &amp;inférieur :</translation>
    </message>
    <message>
        <source>red pegs on the lower arm</source>
        <translation>pions rouges sur le bras inférieur</translation>
    </message>
    <message>
        <source>&amp;Frogs:</source>
        <translation>&amp;Grenouilles :</translation>
    </message>
    <message>
        <source>frogs</source>
        <translation>grenouilles</translation>
    </message>
    <message>
        <source>&amp;Size N (a board of 2N+1 by 2N+1):</source>
        <translation>&amp;Taille N (un plateau de 2N+1 sur 2N+1) :</translation>
    </message>
    <message>
        <source>the size N</source>
        <translation>la taille N</translation>
    </message>
    <message>
        <source>&amp;Pegs of each colour:</source>
        <translation>Pions de &amp;chaque couleur :</translation>
    </message>
    <message>
        <source>pegs of each colour</source>
        <translation>pions de chaque couleur</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (left):</source>
        <translation>Pions &amp;bleus (à gauche) :</translation>
    </message>
    <message>
        <source>&amp;Red pegs (right):</source>
        <translation>Pions &amp;rouges (à droite) :</translation>
    </message>
    <message>
        <source>red pegs</source>
        <translation>pions rouges</translation>
    </message>
    <message>
        <source>Empty &amp;holes between:</source>
        <translation>Trous &amp;vides entre eux :</translation>
    </message>
    <message>
        <source>empty holes</source>
        <translation>trous vides</translation>
    </message>
    <message>
        <source>&amp;Jumps over up to (pegs):</source>
        <translation>Sauts par-dessus &amp;jusqu’à (pions) :</translation>
    </message>
    <message>
        <source>the jump length</source>
        <translation>la longueur de saut</translation>
    </message>
    <message>
        <source>&amp;Strict rules: blue only right, red only left, jumps over the other colour only</source>
        <translation>Règles &amp;strictes : bleu seulement à droite, rouge seulement à gauche, sauts par-dessus l’autre couleur seulement</translation>
    </message>
    <message>
        <source>Too few blue pegs: %1 blue must outnumber the %2 red on the two arms, so that the empty hole ends on the line, left of the branching point.</source>
        <translation>Trop peu de pions bleus : %1 bleus doivent être plus nombreux que les %2 rouges des deux bras, pour que le trou vide finisse sur la ligne, à gauche de l’embranchement.</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 pegs of each colour.</source>
        <translation>%1 : %2 trous, %3 pions de chaque couleur.</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 numbered frogs.</source>
        <translation>%1 : %2 trous, %3 grenouilles numérotées.</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 blue and %4 red pegs.</source>
        <translation>%1 : %2 trous, %3 pions bleus et %4 rouges.</translation>
    </message>
    <message>
        <source>A board this long scrolls.</source>
        <translation>Un plateau aussi long défile.</translation>
    </message>
    <message numerus="yes">
        <source>Too long to draw whole here (%Ln holes): the game shows it at a playable size.</source>
        <translation>
            <numerusform>Trop long pour être dessiné ici en entier (%Ln trou) : le jeu l’affiche à une taille jouable.</numerusform>
            <numerusform>Trop long pour être dessiné ici en entier (%Ln trous) : le jeu l’affiche à une taille jouable.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeMenu</name>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Personnalisée...</translation>
    </message>
    <message>
        <source>%1 (no solution)</source>
        <translation>%1 (pas de solution)</translation>
    </message>
    <message>
        <source>Solved; your best is %1.</source>
        <translation>Résolu ; votre meilleur résultat est %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s))</source>
        <translation>
            <numerusform>%1 (votre meilleur : %Ln coup)</numerusform>
            <numerusform>%1 (votre meilleur : %Ln coups)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s), with hints)</source>
        <translation>
            <numerusform>%1 (votre meilleur : %Ln coup, avec indices)</numerusform>
            <numerusform>%1 (votre meilleur : %Ln coups, avec indices)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionListView</name>
    <message>
        <source>Letter</source>
        <translation>Lettre</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solution</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>The solution&apos;s moves</source>
        <translation>Les coups de la solution</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>indice</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPanel</name>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Click a letter or a move to go there. Space plays and pauses, the arrows step, Esc goes back to your game.</source>
        <translation>Cliquez sur une lettre ou un coup pour y aller. Espace joue et met en pause, les flèches avancent pas à pas, Échap revient à votre partie.</translation>
    </message>
    <message>
        <source>Your game, move by move</source>
        <translation>Votre partie, coup par coup</translation>
    </message>
    <message>
        <source>Your own moves again, each with its verdict in the list. Space plays and pauses; Esc returns to your game as it was.</source>
        <translation>Vos propres coups de nouveau, chacun avec son verdict dans la liste. Espace joue et met en pause ; Échap revient à votre partie telle qu’elle était.</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>Solution %1 sur %2</translation>
    </message>
    <message>
        <source>An optimal solution</source>
        <translation>Une solution optimale</translation>
    </message>
    <message numerus="yes">
        <source>Your first %Ln move(s) are on this optimal solution; it goes on from there. From published constructions.</source>
        <translation>
            <numerusform>Votre premier coup est sur cette solution optimale ; elle continue à partir de là. D’après des constructions publiées.</numerusform>
            <numerusform>Vos %Ln premiers coups sont sur cette solution optimale ; elle continue à partir de là. D’après des constructions publiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>From published constructions that give every optimal solution of this board.</source>
        <translation>D’après des constructions publiées, qui donnent toutes les solutions optimales de ce plateau.</translation>
    </message>
    <message>
        <source>Its label in Zhu and Wang&apos;s numbering: %1.</source>
        <translation>Son étiquette dans la numérotation de Zhu et Wang : %1.</translation>
    </message>
    <message>
        <source>Found by exact search.</source>
        <translation>Trouvée par recherche exacte.</translation>
    </message>
    <message>
        <source>Zhu and Wang&apos;s construction. This board is beyond exact search: how many optimal solutions it has, and this one&apos;s place among them, are not known.</source>
        <translation>Construction de Zhu et Wang. Ce plateau est hors de portée de la recherche exacte : on ne sait pas combien de solutions optimales il a, ni la place de celle-ci parmi elles.</translation>
    </message>
    <message>
        <source>%1 (%2 digits): %3</source>
        <translation>%1 (%2 chiffres) : %3</translation>
    </message>
    <message>
        <source>Optimal solutions</source>
        <translation>Solutions optimales</translation>
    </message>
    <message>
        <source>This one</source>
        <translation>Celle-ci</translation>
    </message>
    <message>
        <source>Its label</source>
        <translation>Son étiquette</translation>
    </message>
    <message>
        <source>Click a move in the list to go there. Space plays and pauses, the arrows step, Esc goes back to your game.</source>
        <translation>Cliquez sur un coup de la liste pour y aller. Espace joue et met en pause, les flèches avancent pas à pas, Échap revient à votre partie.</translation>
    </message>
    <message>
        <source>This optimal solution starts differently from your game: it begins with %1, where you played %2. From published constructions.</source>
        <translation>Cette solution optimale commence autrement que votre partie : par %1, là où vous avez joué %2. D’après des constructions publiées.</translation>
    </message>
    <message numerus="yes">
        <source>This optimal solution follows your first %Ln move(s), then plays %1 where you played %2. From published constructions.</source>
        <translation>
            <numerusform>Cette solution optimale suit votre premier coup, puis joue %1 là où vous avez joué %2. D’après des constructions publiées.</numerusform>
            <numerusform>Cette solution optimale suit vos %Ln premiers coups, puis joue %1 là où vous avez joué %2. D’après des constructions publiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimal solutions from here</source>
        <translation>Solutions optimales à partir d’ici</translation>
    </message>
    <message>
        <source>Notation (your game&apos;s moves underlined)</source>
        <translation>Notation (les coups de votre partie soulignés)</translation>
    </message>
    <message numerus="yes">
        <source>The optimal solution(s) from move %1 on, found by exact search; your own moves come first.</source>
        <translation>
            <numerusform>La solution optimale à partir du coup %1, trouvée par recherche exacte ; vos propres coups viennent d’abord.</numerusform>
            <numerusform>Les solutions optimales à partir du coup %1, trouvées par recherche exacte ; vos propres coups viennent d’abord.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPicker</name>
    <message>
        <source>The solution before this one</source>
        <translation>La solution précédente</translation>
    </message>
    <message>
        <source>The next solution</source>
        <translation>La solution suivante</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>label</source>
        <translation>étiquette</translation>
    </message>
    <message>
        <source>Choose solutions by their rank in Leapfrog&apos;s order, or by their label in Zhu and Wang&apos;s numbering</source>
        <translation>Choisir les solutions par leur rang dans l’ordre de Leapfrog, ou par leur étiquette dans la numérotation de Zhu et Wang</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Zhu and Wang&apos;s construction</source>
        <translation>Construction de Zhu et Wang</translation>
    </message>
    <message>
        <source>of an unknown number</source>
        <translation>d’un nombre inconnu</translation>
    </message>
    <message>
        <source>This board is beyond exact search: how many optimal solutions it has is not known.</source>
        <translation>Ce plateau est hors de portée de la recherche exacte : on ne sait pas combien de solutions optimales il a.</translation>
    </message>
    <message>
        <source>Label %1 (solution %2): type a label and press Enter</source>
        <translation>Étiquette %1 (solution %2) : tapez une étiquette et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Type a solution&apos;s number and press Enter</source>
        <translation>Tapez le numéro d’une solution et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>(one of %1)</source>
        <translation>(une sur %1)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>there is no solution %1: choose 1 to %2</source>
        <translation>il n’y a pas de solution %1 : choisissez de 1 à %2</translation>
    </message>
    <message>
        <source>?</source>
        <comment>the place of the one solution shown among an unknown number of them</comment>
        <translation>?</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation>
            <numerusform>%n chiffre</numerusform>
            <numerusform>%n chiffres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) from here in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>%1 solution optimale à partir d’ici en tout (%2 ; le panneau latéral donne le nombre entier)</numerusform>
            <numerusform>%1 solutions optimales à partir d’ici en tout (%2 ; le panneau latéral donne le nombre entier)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>%1 solution optimale en tout (%2 ; le panneau latéral donne le nombre entier)</numerusform>
            <numerusform>%1 solutions optimales en tout (%2 ; le panneau latéral donne le nombre entier)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPlayer</name>
    <message>
        <source>Nothing to compare yet: make a move or two first.</source>
        <translation>Rien à comparer pour l’instant : jouez d’abord un coup ou deux.</translation>
    </message>
    <message>
        <source>Your game has not left the optimal solutions (as far as its moves are judged): nothing to compare.</source>
        <translation>Votre partie n’a pas quitté les solutions optimales (pour autant que ses coups soient jugés) : rien à comparer.</translation>
    </message>
    <message>
        <source>after it the goal could no longer be reached</source>
        <translation>après lui le but ne pouvait plus être atteint</translation>
    </message>
    <message numerus="yes">
        <source>it cost %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>il a coûté %Ln coup de plus que la fin la plus courte</numerusform>
            <numerusform>il a coûté %Ln coups de plus que la fin la plus courte</numerusform>
        </translation>
    </message>
    <message>
        <source>Your game left every optimal solution at move %1, %2: %3. Below, from just before it, an optimal finish.</source>
        <translation>Votre partie a quitté toutes les solutions optimales au coup %1, %2 : %3. Ci-dessous, depuis juste avant, une fin optimale.</translation>
    </message>
    <message>
        <source>Nothing to replay yet: make a move or two first.</source>
        <translation>Rien à rejouer pour l’instant : jouez d’abord un coup ou deux.</translation>
    </message>
    <message>
        <source>Preparing your game…</source>
        <translation>Préparation de votre partie…</translation>
    </message>
    <message>
        <source>Looking for the optimal solutions…</source>
        <translation>Recherche des solutions optimales…</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here: undo a move or two.</source>
        <translation>Le but ne peut pas être atteint d’ici : annulez un ou deux coups.</translation>
    </message>
    <message>
        <source>No optimal solution to show. %1</source>
        <translation>Aucune solution optimale à montrer. %1</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Retour à votre partie.</translation>
    </message>
    <message>
        <source>This is your own game: close the player (Esc) to return to it, or click a move in your list to look back at it.</source>
        <translation>C’est votre propre partie : fermez le lecteur (Échap) pour y revenir, ou cliquez sur un coup de votre liste pour y revenir en arrière.</translation>
    </message>
    <message>
        <source>On this board the game can take over at most %1 moves of the solution at once: go back to move %2 or before.</source>
        <translation>Sur ce plateau, la partie peut reprendre au plus %1 coups de la solution à la fois : revenez au coup %2 ou avant.</translation>
    </message>
    <message>
        <source>Looking for solution %1…</source>
        <translation>Recherche de la solution %1…</translation>
    </message>
    <message>
        <source>Preparing %1 moves…</source>
        <translation>Préparation de %1 coups…</translation>
    </message>
    <message>
        <source>Searching: %1 positions so far…</source>
        <translation>Recherche : %1 positions jusqu’ici…</translation>
    </message>
    <message>
        <source>No optimal solution to show: %1</source>
        <translation>Aucune solution optimale à montrer : %1</translation>
    </message>
    <message>
        <source>The start of the solution: %1 moves to the goal.</source>
        <translation>Le départ de la solution : %1 coups jusqu’au but.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>Coup %1 sur %2 : %3.</translation>
    </message>
    <message numerus="yes">
        <source>The start of the solution: %Ln move(s) to the goal.</source>
        <translation>
            <numerusform>Le départ de la solution : %Ln coup jusqu’au but.</numerusform>
            <numerusform>Le départ de la solution : %Ln coups jusqu’au but.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the optimal solutions from here…</source>
        <translation>Recherche des solutions optimales à partir d’ici…</translation>
    </message>
    <message>
        <source>Your game goes on from move %1; the shown moves are in italics in the move list.</source>
        <translation>Votre partie continue à partir du coup %1 ; les coups montrés sont en italique dans la liste des coups.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceDialog</name>
    <message>
        <source>State space</source>
        <translation>Espace des états</translation>
    </message>
    <message>
        <source>%1 a move of an optimal solution &amp;nbsp;&amp;nbsp; %2 an improper move: from a position on an optimal solution off every one &amp;nbsp;&amp;nbsp; %3 other moves &amp;nbsp;&amp;nbsp; %4 the game now&lt;br&gt;Hover a position for its distances; click it to take the game there (the fewest moves from here, undoable). Ctrl+wheel zooms.</source>
        <translation>%1 un coup d’une solution optimale &amp;nbsp;&amp;nbsp; %2 un coup fautif : d’une position sur une solution optimale à l’écart de toutes &amp;nbsp;&amp;nbsp; %3 autres coups &amp;nbsp;&amp;nbsp; %4 la partie maintenant&lt;br&gt;Survolez une position pour ses distances ; cliquez dessus pour y amener la partie (le moins de coups d’ici, annulable). Ctrl+molette zoome.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: too large for the state-space picture.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : trop grand pour l’image de l’espace des états.</translation>
    </message>
    <message>
        <source>State space of %1</source>
        <translation>Espace des états de %1</translation>
    </message>
    <message>
        <source>The state-space picture draws boards of at most %1 holes and %2 positions; %3 has %4 holes. Choose a smaller board.</source>
        <translation>L’image de l’espace des états dessine des plateaux d’au plus %1 trous et %2 positions ; %3 a %4 trous. Choisissez un plateau plus petit.</translation>
    </message>
    <message numerus="yes">
        <source>the shortest solution takes %Ln move(s)</source>
        <translation>
            <numerusform>la solution la plus courte prend %Ln coup</numerusform>
            <numerusform>la solution la plus courte prend %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>le but ne peut pas être atteint</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 positions reachable from the start, in %3 columns by their distance from it; %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2 positions atteignables depuis le départ, en %3 colonnes selon leur distance au départ ; %4.</translation>
    </message>
    <message>
        <source>This picture shows every optimal solution, so the game in the main window now counts as one whose solution you have seen: in the banner, the panel and your records.</source>
        <translation>Cette image montre chaque solution optimale : la partie de la fenêtre principale compte donc désormais comme une partie dont vous avez vu la solution, dans le bandeau, le panneau et vos records.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceView</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln coup</numerusform>
            <numerusform>%Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>The start.</source>
        <translation>Le départ.</translation>
    </message>
    <message>
        <source>%1 from the start.</source>
        <translation>%1 depuis le départ.</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here.</source>
        <translation>Le but ne peut pas être atteint d’ici.</translation>
    </message>
    <message>
        <source>The goal.</source>
        <translation>Le but.</translation>
    </message>
    <message>
        <source>%1 to the goal.</source>
        <translation>%1 jusqu’au but.</translation>
    </message>
    <message>
        <source>On an optimal solution.</source>
        <translation>Sur une solution optimale.</translation>
    </message>
    <message>
        <source>Off every optimal solution.</source>
        <translation>À l’écart de toute solution optimale.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>but</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StatisticsDialog</name>
    <message>
        <source>No puzzle solved yet.</source>
        <translation>Aucun puzzle résolu pour l’instant.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Réinitialiser...</translation>
    </message>
    <message>
        <source>Reset the records?</source>
        <translation>Réinitialiser les records ?</translation>
    </message>
    <message>
        <source>Every best result and count will be emptied. This cannot be undone.</source>
        <translation>Chaque meilleur résultat et chaque compte seront vidés. Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::TutorialCard</name>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>Skip tutorial</source>
        <translation>Passer le tutoriel</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>New to Leapfrog?</source>
        <translation>Nouveau sur Leapfrog ?</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Take the 1-minute tutorial: you play a tiny puzzle and learn every move.</source>
        <translation>Faites le tutoriel d’une minute : vous jouez un tout petit puzzle et apprenez chaque coup.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::WordView</name>
    <message>
        <source>Reading the word…</source>
        <translation>Lecture du mot…</translation>
    </message>
    <message>
        <source>Move %1: %2. %3</source>
        <translation>Coup %1 : %2. %3</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>Coup %1 : %2 (%3)</translation>
    </message>
    <message>
        <source>The solution in notation</source>
        <translation>La solution en notation</translation>
    </message>
</context>
</TS>

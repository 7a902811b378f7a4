<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>Its verdict is not known yet: the board is being analysed.</source>
        <translation>Seine Bewertung ist noch nicht bekannt: Das Brett wird analysiert.</translation>
    </message>
    <message>
        <source>Move undone. </source>
        <translation>Zug zurückgenommen. </translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>blauer Stift</translation>
    </message>
    <message>
        <source>red peg</source>
        <translation>roter Stift</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>gelber Stift</translation>
    </message>
    <message>
        <source>frog %1</source>
        <translation>Frosch %1</translation>
    </message>
    <message>
        <source>can slide to %1</source>
        <translation>kann nach %1 rücken</translation>
    </message>
    <message>
        <source>can jump to %1</source>
        <translation>kann nach %1 springen</translation>
    </message>
    <message>
        <source>can shift with hole %1 to holes %2 and %3</source>
        <translation>kann mit Loch %1 in die Löcher %2 und %3 geschoben werden</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>Loch %1</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kann sich nicht bewegen</translation>
    </message>
</context>
<context>
    <name>CountField</name>
    <message>
        <source>Enter the number of %1.</source>
        <translation>Geben Sie die Zahl ein: %1.</translation>
    </message>
    <message>
        <source>%1 must be a whole number; &quot;%2&quot; is not.</source>
        <translation>Für %1 ist eine ganze Zahl nötig; „%2“ ist keine.</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3; %4 is out of range.</source>
        <translation>Für %1 ist ein Wert von %2 bis %3 nötig; %4 liegt außerhalb.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Drawn by Leapfrog</source>
        <translation>Gezeichnet von Leapfrog</translation>
    </message>
    <message>
        <source>the PNG could not be written: %1</source>
        <translation>Das PNG konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 is too large to draw legibly in a picture: at %2 pixels between holes, the least at which pegs show their letters, it needs %3 pixels, beyond the %4 a side may have</source>
        <translation>%1 ist zu groß, um in einem Bild lesbar gezeichnet zu werden: Bei %2 Pixeln zwischen den Löchern, dem Mindestabstand, bei dem die Stifte ihre Buchstaben zeigen, braucht es %3 Pixel, mehr als die %4, die eine Seite haben darf</translation>
    </message>
    <message>
        <source>a picture of %1 pixels is out of range: each side may be %2 to %3 pixels</source>
        <translation>Ein Bild mit %1 Pixeln liegt außerhalb des Bereichs: Jede Seite darf %2 bis %3 Pixel haben</translation>
    </message>
    <message>
        <source>%1 does not fit legibly in %2 pixels: its holes would be %3 pixels apart, and pegs need %4 to show their letters; choose at least %5</source>
        <translation>%1 passt nicht lesbar in %2 Pixel: Die Löcher lägen %3 Pixel auseinander, und die Stifte brauchen %4, um ihre Buchstaben zu zeigen; wählen Sie mindestens %5</translation>
    </message>
    <message>
        <source>a pace of %1 ms is out of range: a frame may show for %2 to %3 ms</source>
        <translation>Ein Tempo von %1 ms liegt außerhalb des Bereichs: Ein Bild darf %2 bis %3 ms lang zu sehen sein</translation>
    </message>
    <message>
        <source>a line of %1 moves on %2 is too long to export; an export holds at most %3 moves</source>
        <translation>Eine Zugfolge von %1 Zügen auf %2 ist zu lang für den Export; ein Export fasst höchstens %3 Züge</translation>
    </message>
    <message>
        <source>solutions are numbered from 1</source>
        <translation>Lösungen werden ab 1 gezählt</translation>
    </message>
    <message>
        <source>no solution: the goal of %1 cannot be reached</source>
        <translation>Keine Lösung: Das Ziel von %1 ist nicht erreichbar</translation>
    </message>
    <message>
        <source>%1, optimal solution %2 of %3</source>
        <translation>%1, optimale Lösung %2 von %3</translation>
    </message>
    <message>
        <source>%1, optimal solution %2</source>
        <translation>%1, optimale Lösung %2</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3</source>
        <translation>Zug %1 (%2) ist nicht erlaubt: %3</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation>Endstellung: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notation: %1</translation>
    </message>
    <message>
        <source>the GIF could not be written: %1</source>
        <translation>Das GIF konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>homo-coloured jump</source>
        <translation>Sprung über die eigene Farbe</translation>
    </message>
    <message>
        <source>backward step</source>
        <translation>Schritt rückwärts</translation>
    </message>
    <message>
        <source>backward jump</source>
        <translation>Sprung rückwärts</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>goal lost</source>
        <translation>Ziel verloren</translation>
    </message>
    <message numerus="yes">
        <source>costs %Ln move(s)</source>
        <translation>
            <numerusform>kostet %Ln Zug</numerusform>
            <numerusform>kostet %Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · start</source>
        <translation>%1 · Start</translation>
    </message>
    <message>
        <source>%1 · move %2 of %3: %4</source>
        <translation>%1 · Zug %2 von %3: %4</translation>
    </message>
    <message>
        <source>%1 · goal</source>
        <translation>%1 · Ziel</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Leapfrog · page %1 of %2</source>
        <translation>Leapfrog · Seite %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln Zug</numerusform>
            <numerusform>%Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>start %1 · goal %2</source>
        <translation>Start %1 · Ziel %2</translation>
    </message>
    <message>
        <source>Notation word:</source>
        <translation>Notationswort:</translation>
    </message>
    <message>
        <source>%1 is too large to draw legibly on an A4 page: its holes would be %2 pt apart, and pegs need at least %3 pt to show their letters</source>
        <translation>%1 ist zu groß, um lesbar auf eine A4-Seite gezeichnet zu werden: Die Löcher lägen %2 pt auseinander, und die Stifte brauchen mindestens %3 pt, um ihre Buchstaben zu zeigen</translation>
    </message>
    <message>
        <source> (a row of at most %1 holes fits)</source>
        <translation> (eine Reihe mit höchstens %1 Löchern passt)</translation>
    </message>
    <message>
        <source>Frogs and toads: a worksheet</source>
        <translation>Frösche und Kröten: ein Arbeitsblatt</translation>
    </message>
    <message>
        <source>Name: ______________________    Date: ____________</source>
        <translation>Name: ______________________    Datum: ____________</translation>
    </message>
    <message>
        <source>Blue pegs start on the left, red pegs on the right. A peg slides into the empty hole next to it, or jumps over one peg into the empty hole just beyond. Swap the blue and the red pegs in as few moves as you can (a shortest solution never moves a peg backwards). Write each move as two hole numbers, from and to, like 3-4; count the slides and the jumps.</source>
        <translation>Die blauen Stifte beginnen links, die roten rechts. Ein Stift rückt in das leere Loch neben ihm oder springt über einen Stift in das leere Loch direkt dahinter. Tauschen Sie die blauen und die roten Stifte mit so wenigen Zügen wie möglich (eine kürzeste Lösung zieht nie einen Stift rückwärts). Schreiben Sie jeden Zug als zwei Lochnummern, von und nach, etwa 3-4; zählen Sie die Schritte und die Sprünge.</translation>
    </message>
    <message>
        <source>%1 blue and %1 red (classic:%1): start %2, goal %3</source>
        <translation>%1 blaue und %1 rote (classic:%1): Start %2, Ziel %3</translation>
    </message>
    <message>
        <source>What is the pattern?</source>
        <translation>Welches Muster steckt dahinter?</translation>
    </message>
    <message>
        <source>Fill in the table from your boards. Then predict the rows you could not play, and check your guesses.</source>
        <translation>Füllen Sie die Tabelle mit Ihren Brettern aus. Sagen Sie dann die Zeilen voraus, die Sie nicht spielen konnten, und prüfen Sie Ihre Vermutungen.</translation>
    </message>
    <message>
        <source>fewest moves</source>
        <translation>wenigste Züge</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>Sprünge</translation>
    </message>
    <message>
        <source>1. How do the fewest moves grow as n grows? Write a rule for n pegs of each colour.</source>
        <translation>1. Wie wachsen die wenigsten Züge, wenn n wächst? Schreiben Sie eine Regel für n Stifte je Farbe auf.</translation>
    </message>
    <message>
        <source>2. How many of the moves are jumps, and how many are slides? Every blue peg must pass every red peg, and only a jump lets two pegs pass: how many jumps does that make?</source>
        <translation>2. Wie viele der Züge sind Sprünge, wie viele Schritte? Jeder blaue Stift muss an jedem roten vorbei, und nur ein Sprung lässt zwei Stifte aneinander vorbei: Wie viele Sprünge ergibt das?</translation>
    </message>
    <message>
        <source>3. Try a board with 3 blue pegs and 1 red, or 2 blue and 4 red. Does your rule still work, or how must it change?</source>
        <translation>3. Probieren Sie ein Brett mit 3 blauen Stiften und 1 roten oder mit 2 blauen und 4 roten. Gilt Ihre Regel noch, oder wie muss sie sich ändern?</translation>
    </message>
    <message>
        <source>leaves an improper board</source>
        <translation>hinterlässt ein ungünstiges Brett</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the goal is reached</source>
        <translation>das Ziel ist erreicht</translation>
    </message>
    <message>
        <source>the goal is not reached</source>
        <translation>das Ziel ist nicht erreicht</translation>
    </message>
    <message>
        <source>%1, the minimum; %2</source>
        <translation>%1, das Minimum; %2</translation>
    </message>
    <message>
        <source>%1; %2; the minimum from the start is %3</source>
        <translation>%1; %2; das Minimum vom Start aus ist %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>· a move with no letter: not a step or jump toward the goal over the other colour</source>
        <translation>· ein Zug ohne Buchstaben: kein Schritt und kein Sprung über die andere Farbe zum Ziel hin</translation>
    </message>
    <message>
        <source>blue pegs (n)</source>
        <translation>blaue Stifte (n)</translation>
    </message>
    <message>
        <source>red pegs (m)</source>
        <translation>rote Stifte (m)</translation>
    </message>
    <message numerus="yes">
        <source>there is no board after move %1: the line has %n move(s)</source>
        <translation>
            <numerusform>nach Zug %1 gibt es kein Brett: Die Zugfolge hat %n Zug</numerusform>
            <numerusform>nach Zug %1 gibt es kein Brett: Die Zugfolge hat %n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileName</name>
    <message>
        <source>solution-%1</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>lösung-%1</translation>
    </message>
    <message>
        <source>my-game</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>mein-spiel</translation>
    </message>
    <message>
        <source>frogs-and-toads-worksheet</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>frösche-und-kröten-arbeitsblatt</translation>
    </message>
</context>
<context>
    <name>FileText</name>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>the folder %1 is on a read-only disk</source>
        <translation>der Ordner %1 liegt auf einem schreibgeschützten Datenträger</translation>
    </message>
    <message>
        <source>permission to write in the folder %1 is denied</source>
        <translation>das Schreiben in den Ordner %1 ist nicht erlaubt</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written</source>
        <translation>in den Ordner %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Leapfrog ran out of memory and has to close. The game in progress is kept and continues at the next start; a smaller board, or a lower Memory in Preferences, avoids it.</source>
        <translation>Leapfrog hat keinen Speicher mehr und muss schließen. Das laufende Spiel bleibt erhalten und geht beim nächsten Start weiter; ein kleineres Brett oder weniger Speicher in den Einstellungen vermeidet das.</translation>
    </message>
    <message>
        <source>the name is taken by a link</source>
        <translation>der Name ist von einer Verknüpfung belegt</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>under the strict rules a blue peg only moves right, toward its destination</source>
        <translation>nach den strengen Regeln zieht ein blauer Stift nur nach rechts, zu seinem Ziel hin</translation>
    </message>
    <message>
        <source>under the strict rules a red peg only moves left, toward its destination</source>
        <translation>nach den strengen Regeln zieht ein roter Stift nur nach links, zu seinem Ziel hin</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over pegs of the other colour, and hole %1 holds a blue peg</source>
        <translation>nach den strengen Regeln springt ein Stift nur über Stifte der anderen Farbe, und in Loch %1 steckt ein blauer Stift</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over pegs of the other colour, and hole %1 holds a red peg</source>
        <translation>nach den strengen Regeln springt ein Stift nur über Stifte der anderen Farbe, und in Loch %1 steckt ein roter Stift</translation>
    </message>
    <message>
        <source>on the grid a blue peg only moves right or down, never up</source>
        <translation>auf dem Gitter zieht ein blauer Stift nur nach rechts oder unten, nie nach oben</translation>
    </message>
    <message>
        <source>on the grid a blue peg only moves right or down, never left</source>
        <translation>auf dem Gitter zieht ein blauer Stift nur nach rechts oder unten, nie nach links</translation>
    </message>
    <message>
        <source>on the grid a red peg only moves left or up, never down</source>
        <translation>auf dem Gitter zieht ein roter Stift nur nach links oder oben, nie nach unten</translation>
    </message>
    <message>
        <source>on the grid a red peg only moves left or up, never right</source>
        <translation>auf dem Gitter zieht ein roter Stift nur nach links oder oben, nie nach rechts</translation>
    </message>
    <message>
        <source>a peg moves to an adjacent hole or jumps over one peg; hole %1 is out of reach from hole %2</source>
        <translation>ein Stift zieht in ein benachbartes Loch oder springt über einen Stift; Loch %1 ist von Loch %2 aus nicht erreichbar</translation>
    </message>
    <message numerus="yes">
        <source>a peg moves to an adjacent hole or jumps over up to %n peg(s); hole %1 is out of reach from hole %2</source>
        <translation>
            <numerusform>ein Stift zieht in ein benachbartes Loch oder springt über bis zu %n Stift; Loch %1 ist von Loch %2 aus nicht erreichbar</numerusform>
            <numerusform>ein Stift zieht in ein benachbartes Loch oder springt über bis zu %n Stifte; Loch %1 ist von Loch %2 aus nicht erreichbar</numerusform>
        </translation>
    </message>
    <message>
        <source>holes are numbered 1 to %1</source>
        <translation>die Löcher sind von 1 bis %1 nummeriert</translation>
    </message>
    <message>
        <source>a pair shift names the left holes of two adjacent pairs, each from 1 to %1</source>
        <translation>eine Paarverschiebung nennt die linken Löcher zweier benachbarter Paare, jedes von 1 bis %1</translation>
    </message>
    <message>
        <source>holes %1 and %2 do not hold two pegs to shift</source>
        <translation>in den Löchern %1 und %2 stecken keine zwei Stifte zum Verschieben</translation>
    </message>
    <message>
        <source>holes %1 and %2 are not the two empty holes</source>
        <translation>die Löcher %1 und %2 sind nicht die zwei leeren Löcher</translation>
    </message>
    <message>
        <source>hole %1 holds no peg</source>
        <translation>in Loch %1 steckt kein Stift</translation>
    </message>
    <message>
        <source>hole %1 is not empty</source>
        <translation>Loch %1 ist nicht leer</translation>
    </message>
    <message>
        <source>a jump needs a peg to jump over, and hole %1 is empty</source>
        <translation>ein Sprung braucht einen Stift, über den er springt, und Loch %1 ist leer</translation>
    </message>
    <message>
        <source>a jump passes over pegs only, and hole %1 is empty</source>
        <translation>ein Sprung führt nur über Stifte, und Loch %1 ist leer</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over a peg of the other colour</source>
        <translation>nach den strengen Regeln springt ein Stift nur über einen Stift der anderen Farbe</translation>
    </message>
    <message>
        <source>on the grid a peg only hops over a peg of the other colour</source>
        <translation>auf dem Gitter springt ein Stift nur über einen Stift der anderen Farbe</translation>
    </message>
    <message>
        <source>the move is illegal</source>
        <translation>der Zug ist nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>Investigation</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln Zug</numerusform>
            <numerusform>%Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln slide(s)</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln jump(s)</source>
        <translation>
            <numerusform>%Ln Sprung</numerusform>
            <numerusform>%Ln Sprünge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: your best game took %2</source>
        <translation>%1: Ihr bestes Spiel brauchte %2</translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>, mit %Ln Tipp</numerusform>
            <numerusform>, mit %Ln Tipps</numerusform>
        </translation>
    </message>
    <message>
        <source>The fewest possible is %1.</source>
        <translation>Am wenigsten möglich sind %1.</translation>
    </message>
    <message>
        <source>Your game had %1.</source>
        <translation>Ihr Spiel hatte %1.</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>%1: being worked out.</source>
        <translation>%1: wird berechnet.</translation>
    </message>
    <message>
        <source>%1: not solved yet. Double-click to play it, or reveal it.</source>
        <translation>%1: noch nicht gelöst. Doppelklicken Sie, um es zu spielen, oder decken Sie es auf.</translation>
    </message>
    <message>
        <source>Its slides and jumps were not recorded (it was solved before they were kept).</source>
        <translation>Seine Schritte und Sprünge wurden nicht festgehalten (es wurde gelöst, bevor sie gespeichert wurden).</translation>
    </message>
    <message>
        <source>%1, revealed: it cannot be solved; no sequence of moves reaches the goal.</source>
        <translation>%1, aufgedeckt: Es ist unlösbar; keine Zugfolge erreicht das Ziel.</translation>
    </message>
    <message>
        <source>%1, revealed: the fewest possible is %2.</source>
        <translation>%1, aufgedeckt: Am wenigsten möglich sind %2.</translation>
    </message>
    <message>
        <source>An optimal solution has %1.</source>
        <translation>Eine optimale Lösung hat %1.</translation>
    </message>
    <message>
        <source>Every move is a pair shift, neither a slide nor a jump.</source>
        <translation>Jeder Zug ist eine Paarverschiebung, weder Schritt noch Sprung.</translation>
    </message>
    <message>
        <source>%1 (%2 ✓)</source>
        <translation>%1 (%2 ✓)</translation>
    </message>
    <message>
        <source>Revealed in brackets: an optimal solution has %1.</source>
        <translation>In Klammern aufgedeckt: eine optimale Lösung hat %1.</translation>
    </message>
    <message>
        <source>Revealed in brackets: the fewest possible.</source>
        <translation>In Klammern aufgedeckt: die kleinstmögliche Zahl.</translation>
    </message>
    <message numerus="yes">
        <source>%1: you solved it in %Ln move(s), the fewest possible</source>
        <translation>
            <numerusform>%1: in %Ln Zug gelöst, so wenige wie möglich</numerusform>
            <numerusform>%1: in %Ln Zügen gelöst, so wenige wie möglich</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>½ move/s</source>
        <translation>½ Zug/s</translation>
    </message>
    <message>
        <source>1 move/s</source>
        <translation>1 Zug/s</translation>
    </message>
    <message>
        <source>%1 moves/s</source>
        <translation>%1 Züge/s</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Sehr langsam</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Am schnellsten</translation>
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
        <translation>Dieser Sprung führt einen Stift über einen Stift seiner eigenen Farbe.</translation>
    </message>
    <message>
        <source>This move goes backward: it takes a peg further from where its colour must end.</source>
        <translation>Dieser Zug geht rückwärts: Er bringt einen Stift weiter weg von dort, wo seine Farbe enden muss.</translation>
    </message>
    <message>
        <source>This jump brings the pegs, all told, no nearer to where they must end.</source>
        <translation>Dieser Sprung bringt die Stifte insgesamt nicht näher an ihr Ziel.</translation>
    </message>
    <message>
        <source>A good move: you can still finish in the fewest moves.</source>
        <translation>Ein guter Zug: Sie können das Spiel noch mit den wenigsten Zügen beenden.</translation>
    </message>
    <message>
        <source>After it the goal can no longer be reached.</source>
        <translation>Danach ist das Ziel nicht mehr erreichbar.</translation>
    </message>
    <message numerus="yes">
        <source>It costs %Ln move(s): the game can no longer end in the fewest moves.</source>
        <translation>
            <numerusform>Er kostet %Ln Zug: Das Spiel kann nicht mehr mit den wenigsten Zügen enden.</numerusform>
            <numerusform>Er kostet %Ln Züge: Das Spiel kann nicht mehr mit den wenigsten Zügen enden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It costs %Ln move(s) more than the best move here.</source>
        <translation>
            <numerusform>Er kostet %Ln Zug mehr als der beste Zug hier.</numerusform>
            <numerusform>Er kostet %Ln Züge mehr als der beste Zug hier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>moves to choose from</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>A board&apos;s weight is the least total distance its pegs must still travel to their goal holes.</source>
        <translation>Das Gewicht eines Bretts ist die kleinste Gesamtstrecke, die seine Stifte noch bis zu ihren Ziellöchern zurücklegen müssen.</translation>
    </message>
    <message>
        <source>It leaves a jam in %1: from here every finish needs a move back or a jump over a peg of the same colour.</source>
        <translation>Er hinterlässt eine Verkeilung (%1): Von hier an braucht jeder Weg zum Ziel einen Zug zurück oder einen Sprung über einen Stift derselben Farbe.</translation>
    </message>
    <message>
        <source>An improper board forces, later, a backward move or a jump over a peg of the same colour.</source>
        <translation>Eine ungünstige Stellung erzwingt später einen Zug rückwärts oder einen Sprung über die eigene Farbe.</translation>
    </message>
    <message>
        <source>You played %1; %2 would have kept the shortest finish.</source>
        <comment>the move made; the better moves, any one of them</comment>
        <translation>Ihr Zug: %1; mit %2 wäre die kürzeste Lösung geblieben.</translation>
    </message>
    <message>
        <source>It leaves the pegs jammed: the yellow tags on the board mark the empty hole and the pegs that jam, and an untagged hole between them may hold anything. From here every finish needs a move back or a jump over a peg of the same colour.</source>
        <translation>Er lässt die Stifte verkeilt zurück: Die gelben Schilder auf dem Brett markieren das leere Loch und die verkeilten Stifte; ein Loch ohne Schild zwischen ihnen darf beliebig besetzt sein. Von hier an braucht jeder Weg zum Ziel einen Zug zurück oder einen Sprung über einen Stift derselben Farbe.</translation>
    </message>
    <message>
        <source>The yellow tags mark the empty hole and the pegs of the improper board the move leaves, %1 (%2): a hole between two tags is left untagged because it stands in a * run, whatever it holds.</source>
        <translation>Die gelben Schilder markieren das leere Loch und die Stifte der ungünstigen Stellung, die der Zug hinterlässt, %1 (%2): Ein Loch zwischen zwei Schildern bleibt ohne Schild, weil es in einer *-Folge steht, gleich was es enthält.</translation>
    </message>
    <message>
        <source>Worked out by Leapfrog&apos;s own exact search, not taken from a paper.</source>
        <translation>Das hat Leapfrogs eigene exakte Suche ermittelt; es stammt aus keiner Veröffentlichung.</translation>
    </message>
    <message>
        <source>Proved in a published paper: %1.</source>
        <translation>Bewiesen in einer veröffentlichten Arbeit: %1.</translation>
    </message>
    <message>
        <source>The paper is M. Yancey&apos;s &quot;In Response to Peg Jumping for Fun and Profit&quot;; its section and lemma say where a mathematician finds the proof. You need not read it to play.</source>
        <translation>Die Arbeit ist M. Yanceys „In Response to Peg Jumping for Fun and Profit“; Abschnitt und Lemma sagen, wo Mathematiker den Beweis finden. Zum Spielen müssen Sie sie nicht lesen.</translation>
    </message>
    <message>
        <source>It also leaves the pegs jammed: the yellow tags on the board mark the empty hole and the pegs that jam, and an untagged hole between them may hold anything.</source>
        <translation>Er lässt außerdem die Stifte verkeilt zurück: Die gelben Schilder auf dem Brett markieren das leere Loch und die verkeilten Stifte; ein Loch ohne Schild zwischen ihnen darf beliebig besetzt sein.</translation>
    </message>
    <message>
        <source>The best move from here: no other move leaves fewer moves to the goal.</source>
        <translation>Der beste Zug von hier: Nach keinem anderen Zug bleiben weniger Züge bis zum Ziel.</translation>
    </message>
    <message>
        <source>You played %1; %2 would have kept the best finish still possible.</source>
        <comment>the move made; the better moves, any one of them</comment>
        <translation>Ihr Zug: %1; mit %2 wäre das beste noch mögliche Ende geblieben.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>over up to %1 pegs in a row (pegs only, never across a hole)</source>
        <translation>über bis zu %1 Stifte in einer Reihe (nur über Stifte, nie über ein Loch)</translation>
    </message>
    <message>
        <source>over one peg</source>
        <translation>über einen Stift</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into an empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; %1, landing in the empty hole just beyond, but&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right and red pegs only move left;&lt;/li&gt;&lt;li&gt;every peg jumped must be of the &lt;i&gt;other&lt;/i&gt; colour.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Stift zieht in ein leeres Loch durch &lt;b&gt;einen Schritt&lt;/b&gt; aus dem Nachbarloch oder durch &lt;b&gt;einen Sprung&lt;/b&gt; %1 und landet im leeren Loch direkt dahinter, aber&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blaue Stifte ziehen nur nach rechts, rote nur nach links;&lt;/li&gt;&lt;li&gt;jeder übersprungene Stift muss die &lt;i&gt;andere&lt;/i&gt; Farbe haben.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Daher kann ein Spiel &lt;b&gt;festsitzen&lt;/b&gt;: Kein Stift kann ziehen. Nehmen Sie Züge zurück und versuchen Sie einen anderen Weg.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into an empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; %1 of either colour, landing in the empty hole just beyond. Any peg may move either way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Stift zieht in ein leeres Loch durch &lt;b&gt;einen Schritt&lt;/b&gt; aus dem Nachbarloch oder durch &lt;b&gt;einen Sprung&lt;/b&gt; %1 beliebiger Farbe und landet im leeren Loch direkt dahinter. Jeder Stift darf in beide Richtungen ziehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The strict rules (as in the shuttle puzzle): a peg moves into the empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; over one peg, but&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right and red pegs only move left;&lt;/li&gt;&lt;li&gt;a peg only jumps over a peg of the &lt;i&gt;other&lt;/i&gt; colour.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die strengen Regeln (wie beim Shuttle-Puzzle): Ein Stift zieht in das leere Loch durch &lt;b&gt;einen Schritt&lt;/b&gt; aus dem Nachbarloch oder durch &lt;b&gt;einen Sprung&lt;/b&gt; über einen Stift, aber&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blaue Stifte ziehen nur nach rechts, rote nur nach links;&lt;/li&gt;&lt;li&gt;ein Stift springt nur über einen Stift der &lt;i&gt;anderen&lt;/i&gt; Farbe.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Daher kann ein Spiel &lt;b&gt;festsitzen&lt;/b&gt;: Kein Stift kann ziehen. Nehmen Sie Züge zurück und versuchen Sie einen anderen Weg.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move takes &lt;b&gt;two adjacent pegs&lt;/b&gt;, of any colours, and shifts them together, keeping their order, into the two adjacent empty holes. Click a peg, then the peg next to it that goes with it (when there is only one choice, the first click is enough).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Zug nimmt &lt;b&gt;zwei benachbarte Stifte&lt;/b&gt; beliebiger Farbe und verschiebt sie gemeinsam, in derselben Reihenfolge, in die zwei benachbarten leeren Löcher. Klicken Sie einen Stift an, dann den Stift daneben, der mitgehen soll (gibt es nur eine Wahl, genügt der erste Klick).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dudeney&apos;s frogs carry numbers. A frog moves into the empty hole by &lt;b&gt;a step&lt;/b&gt; from the hole next to it or by &lt;b&gt;a jump&lt;/b&gt; over one frog, in either direction. Reverse their order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dudeneys Frösche tragen Nummern. Ein Frosch zieht in das leere Loch durch &lt;b&gt;einen Schritt&lt;/b&gt; aus dem Loch daneben oder durch &lt;b&gt;einen Sprung&lt;/b&gt; über einen Frosch, in beide Richtungen. Kehren Sie ihre Reihenfolge um.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into the empty hole along a row or a column, by &lt;b&gt;a step&lt;/b&gt; from the next hole or by &lt;b&gt;a jump&lt;/b&gt; over one peg of the &lt;i&gt;other&lt;/i&gt; colour (never round a corner).&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right or down;&lt;/li&gt;&lt;li&gt;red pegs only move left or up.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Stift zieht entlang einer Zeile oder Spalte in das leere Loch, durch &lt;b&gt;einen Schritt&lt;/b&gt; aus dem Nachbarloch oder durch &lt;b&gt;einen Sprung&lt;/b&gt; über einen Stift der &lt;i&gt;anderen&lt;/i&gt; Farbe (nie um eine Ecke).&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blaue Stifte ziehen nur nach rechts oder unten;&lt;/li&gt;&lt;li&gt;rote Stifte ziehen nur nach links oder oben.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Daher kann ein Spiel &lt;b&gt;festsitzen&lt;/b&gt;: Kein Stift kann ziehen. Nehmen Sie Züge zurück und versuchen Sie einen anderen Weg.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg steps along a line into the empty hole next to it, or jumps over one peg into the empty hole beyond, turning through a branching hole if need be.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Stift rückt entlang einer Linie in das leere Loch neben ihm oder springt über einen Stift in das leere Loch dahinter, wenn nötig um ein Verzweigungsloch herum.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Letters in the move list</source>
        <translation>Buchstaben in der Zugliste</translation>
    </message>
    <message>
        <source>&lt;p&gt;After a slip the fewest moves are out of reach, and a move is compared with the best still possible: &lt;b&gt;%1&lt;/b&gt; marks a move that leaves no more moves to the goal than any other, &lt;b&gt;%2&lt;/b&gt; one that leaves one more. Then even a move backward can be best from here, such as one that takes the slip back (Undo does that without counting a move).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nach einem Fehler ist die kleinste Zugzahl außer Reichweite, und ein Zug wird mit dem Besten verglichen, das noch möglich ist: &lt;b&gt;%1&lt;/b&gt; steht bei einem Zug, nach dem nicht mehr Züge bis zum Ziel bleiben als nach jedem anderen, &lt;b&gt;%2&lt;/b&gt; bei einem, nach dem einer mehr bleibt. Dann kann sogar ein Zug rückwärts der beste sein, etwa einer, der den Fehler zurücknimmt (Rückgängig tut das, ohne einen Zug zu zählen).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into the empty hole in one of two ways:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;a step&lt;/b&gt;: from the hole next to it;&lt;/li&gt;&lt;li&gt;&lt;b&gt;a jump&lt;/b&gt;: over one peg of either colour, landing in the empty hole just beyond it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Any peg may move either way, but a shortest solution never moves a peg away from its side&apos;s goal and never jumps a peg of its own colour.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Stift zieht auf eine von zwei Arten in das leere Loch:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;ein Schritt&lt;/b&gt;: aus dem Loch daneben;&lt;/li&gt;&lt;li&gt;&lt;b&gt;ein Sprung&lt;/b&gt;: über einen Stift beliebiger Farbe, mit Landung im leeren Loch direkt dahinter.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Jeder Stift darf in beide Richtungen ziehen, aber eine kürzeste Lösung zieht nie einen Stift vom Ziel seiner Seite weg und überspringt nie einen Stift der eigenen Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Most boards have several optimal solutions: the bar counts them and chooses one, as &lt;i&gt;Solution 1 of 2&lt;/i&gt;. While your own moves are on an optimal solution, it still counts all of this board&apos;s optimal solutions and starts at the first that goes on from your position; after a slip it counts the optimal ways on from your position.</source>
        <translation>Die meisten Bretter haben mehrere optimale Lösungen: Die Leiste zählt sie und wählt eine, als &lt;i&gt;Lösung 1 von 2&lt;/i&gt;. Solange Ihre eigenen Züge auf einer optimalen Lösung liegen, zählt sie weiter alle optimalen Lösungen dieses Bretts und beginnt mit der ersten, die von Ihrer Stellung aus weitergeht; nach einem Fehler zählt sie die optimalen Wege von Ihrer Stellung aus.</translation>
    </message>
    <message>
        <source>Most boards have several optimal solutions: the bar counts them and chooses one, as &lt;i&gt;Solution 1 of 2&lt;/i&gt;; after moves of your own it counts the optimal solutions that go on from your position.</source>
        <translation>Die meisten Bretter haben mehrere optimale Lösungen: Die Leiste zählt sie und wählt eine, als &lt;i&gt;Lösung 1 von 2&lt;/i&gt;; nach eigenen Zügen zählt sie die optimalen Lösungen, die von Ihrer Stellung aus weitergehen.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;h3&gt;Goal&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;h3&gt;Moves&lt;/h3&gt;%3&lt;h3&gt;Playing&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Click a peg to move it. A peg with more than one move is lifted: click where it should go.&lt;/li&gt;&lt;li&gt;Keyboard: the arrow keys move the keyboard frame from peg to peg (&lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;: the first and the last peg that can move), &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; moves the peg in it, or says why it cannot move. A peg with more than one move is lifted: the arrow keys choose where it goes, &lt;b&gt;Enter&lt;/b&gt; moves it, &lt;b&gt;Esc&lt;/b&gt; cancels.&lt;/li&gt;&lt;li&gt;Undo &lt;b&gt;Ctrl+Z&lt;/b&gt;, Redo &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;, Restart &lt;b&gt;Ctrl+R&lt;/b&gt;, New game &lt;b&gt;Ctrl+N&lt;/b&gt;, Hint &lt;b&gt;H&lt;/b&gt; (press it again to make the move).&lt;/li&gt;&lt;li&gt;&lt;b&gt;View &amp;gt; Animation speed&lt;/b&gt; (or &lt;b&gt;Preferences&lt;/b&gt;) sets how fast a move is drawn on the board: %6.&lt;/li&gt;&lt;li&gt;&lt;b&gt;View &amp;gt; State space&lt;/b&gt; (&lt;b&gt;Ctrl+G&lt;/b&gt;) draws every position a small board can reach; click one to take the game there.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Watching a solution&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Play solution&lt;/b&gt; (&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;) plays an optimal way on from your position; &lt;b&gt;Watch a solution from the start&lt;/b&gt; (&lt;b&gt;Ctrl+Shift+W&lt;/b&gt;) from the beginning. The bar under the board plays and pauses (&lt;b&gt;Space&lt;/b&gt;, wherever the keyboard is in the player, but on &lt;b&gt;Continue from here&lt;/b&gt;, which it presses), steps (&lt;b&gt;Left&lt;/b&gt;, &lt;b&gt;Right&lt;/b&gt;), goes to the start or the goal (&lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;) and to any move with its slider. Its paces: %5; the one it starts at follows the animation speed.&lt;/li&gt;&lt;li&gt;%7&lt;/li&gt;&lt;li&gt;Click a peg, or &lt;b&gt;Continue from here&lt;/b&gt;, to go on by hand from the move shown; &lt;b&gt;Esc&lt;/b&gt; goes back to your game as it was. Your move list writes the moves it takes over in italics, as it does the hints you make.&lt;/li&gt;&lt;/ul&gt;%4</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;&lt;h3&gt;Ziel&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;h3&gt;Züge&lt;/h3&gt;%3&lt;h3&gt;Spielen&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Klicken Sie einen Stift an, um ihn zu ziehen. Ein Stift mit mehr als einem Zug wird angehoben: Klicken Sie, wohin er soll.&lt;/li&gt;&lt;li&gt;Tastatur: Die Pfeiltasten führen den Tastaturrahmen von Stift zu Stift (&lt;b&gt;Pos1&lt;/b&gt;, &lt;b&gt;Ende&lt;/b&gt;: der erste und der letzte Stift, der ziehen kann), &lt;b&gt;Eingabetaste&lt;/b&gt; oder &lt;b&gt;Leertaste&lt;/b&gt; zieht den Stift darin oder sagt, warum er nicht ziehen kann. Ein Stift mit mehr als einem Zug wird angehoben: Die Pfeiltasten wählen, wohin er soll, &lt;b&gt;Eingabetaste&lt;/b&gt; zieht ihn, &lt;b&gt;Esc&lt;/b&gt; bricht ab.&lt;/li&gt;&lt;li&gt;Rückgängig &lt;b&gt;Strg+Z&lt;/b&gt;, Wiederholen &lt;b&gt;Strg+Umschalt+Z&lt;/b&gt;, Neu starten &lt;b&gt;Strg+R&lt;/b&gt;, Neues Spiel &lt;b&gt;Strg+N&lt;/b&gt;, Tipp &lt;b&gt;H&lt;/b&gt; (noch einmal drücken, um den Zug auszuführen).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ansicht &amp;gt; Animationstempo&lt;/b&gt; (oder &lt;b&gt;Einstellungen&lt;/b&gt;) legt fest, wie schnell ein Zug auf dem Brett gezeichnet wird: %6.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ansicht &amp;gt; Zustandsraum&lt;/b&gt; (&lt;b&gt;Strg+G&lt;/b&gt;) zeichnet jede Stellung, die ein kleines Brett erreichen kann; ein Klick auf eine bringt das Spiel dorthin.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Eine Lösung ansehen&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Lösung abspielen&lt;/b&gt; (&lt;b&gt;Strg+Umschalt+H&lt;/b&gt;) spielt einen optimalen Weg ab Ihrer Stellung weiter; &lt;b&gt;Eine Lösung von Anfang an ansehen&lt;/b&gt; (&lt;b&gt;Strg+Umschalt+W&lt;/b&gt;) von Beginn an. Die Leiste unter dem Brett spielt ab und hält an (&lt;b&gt;Leertaste&lt;/b&gt;, wo immer die Tastatur im Abspieler ist, außer auf &lt;b&gt;Von hier weiterspielen&lt;/b&gt;, das sie drückt), geht einzelne Züge (&lt;b&gt;Links&lt;/b&gt;, &lt;b&gt;Rechts&lt;/b&gt;), zum Start oder zum Ziel (&lt;b&gt;Pos1&lt;/b&gt;, &lt;b&gt;Ende&lt;/b&gt;) und mit ihrem Schieberegler zu jedem Zug. Ihre Tempi: %5; mit welchem sie beginnt, folgt dem Animationstempo.&lt;/li&gt;&lt;li&gt;%7&lt;/li&gt;&lt;li&gt;Klicken Sie einen Stift an oder &lt;b&gt;Von hier weiterspielen&lt;/b&gt;, um ab dem gezeigten Zug von Hand weiterzuspielen; &lt;b&gt;Esc&lt;/b&gt; kehrt zu Ihrem Spiel zurück, wie es war. Ihre Zugliste schreibt die übernommenen Züge kursiv, wie auch die Tippzüge, die Sie machen.&lt;/li&gt;&lt;/ul&gt;%4</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Every move is judged by exact search. A &lt;b&gt;proper&lt;/b&gt; move keeps a solution in the fewest moves possible; an &lt;b&gt;improper&lt;/b&gt; one makes that impossible, and the panel says how many moves it costs. No paper has proved rules of thumb for this board, so the verdicts give the search&apos;s answer alone.&lt;/p&gt;%1&lt;p&gt;Hints help you along, and your result says how many you used: a solve without them beats one with them. A game in which you saw the solution (played by Play solution, or drawn in the state space) is recorded as seen, never as solved by you.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bewertungen&lt;/h3&gt;&lt;p&gt;Jeder Zug wird durch exakte Suche bewertet. Ein &lt;b&gt;günstiger&lt;/b&gt; Zug lässt eine Lösung mit der kleinstmöglichen Zahl von Zügen offen; ein &lt;b&gt;ungünstiger&lt;/b&gt; macht sie unmöglich, und die Leiste sagt, wie viele Züge er kostet. Für dieses Brett hat keine Veröffentlichung Faustregeln bewiesen, daher geben die Bewertungen allein die Antwort der Suche wieder.&lt;/p&gt;%1&lt;p&gt;Tipps helfen weiter, und Ihr Ergebnis sagt, wie viele Sie genutzt haben: Ein Erfolg ohne Tipps schlägt einen mit Tipps. Ein Spiel, in dem Sie die Lösung gesehen haben (mit „Lösung abspielen“ gezeigt oder im Zustandsraum gezeichnet), wird als gesehen gespeichert, nie als von Ihnen gelöst.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Every move is judged at once. A &lt;b&gt;proper&lt;/b&gt; move keeps a solution in the fewest moves possible; an &lt;b&gt;improper&lt;/b&gt; one makes that impossible (M. Yancey, &lt;i&gt;In Response to Peg Jumping for Fun and Profit&lt;/i&gt;). Improper moves are moving a peg backward, jumping a peg of the same colour, and any move that leaves an &lt;i&gt;improper board&lt;/i&gt;, one that forces such a move later. An improper move is marked with a warning sign on the board and in the list, and the panel says why and what it costs.&lt;/p&gt;%1&lt;p&gt;Turn on &lt;b&gt;View &amp;gt; Coach&lt;/b&gt; to be warned before: hovering a peg whose move would be improper shows a warning on the hole it would go to.&lt;/p&gt;&lt;p&gt;Hints help you along, and your result says how many you used: a solve without them beats one with them. A game in which you saw the solution (played by Play solution, or drawn in the state space) is recorded as seen, never as solved by you.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bewertungen&lt;/h3&gt;&lt;p&gt;Jeder Zug wird sofort bewertet. Ein &lt;b&gt;günstiger&lt;/b&gt; Zug lässt eine Lösung mit der kleinstmöglichen Zahl von Zügen offen; ein &lt;b&gt;ungünstiger&lt;/b&gt; macht sie unmöglich (M. Yancey, &lt;i&gt;In Response to Peg Jumping for Fun and Profit&lt;/i&gt;). Ungünstig ist es, einen Stift rückwärts zu ziehen, einen Stift der eigenen Farbe zu überspringen oder einen Zug zu machen, der eine &lt;i&gt;ungünstige Stellung&lt;/i&gt; hinterlässt, die später einen solchen Zug erzwingt. Ein ungünstiger Zug wird auf dem Brett und in der Liste mit einem Warnzeichen markiert, und die Leiste sagt, warum und was er kostet.&lt;/p&gt;&lt;p&gt;Schalten Sie &lt;b&gt;Ansicht &amp;gt; Trainer&lt;/b&gt; ein, um vorher gewarnt zu werden: Zeigt die Maus auf einen Stift, dessen Zug ungünstig wäre, erscheint eine Warnung auf dem Zielloch.&lt;/p&gt;%1&lt;p&gt;Tipps helfen weiter, und Ihr Ergebnis sagt, wie viele Sie genutzt haben: Ein Erfolg ohne Tipps schlägt einen mit Tipps. Ein Spiel, in dem Sie die Lösung gesehen haben (mit „Lösung abspielen“ gezeigt oder im Zustandsraum gezeichnet), wird als gesehen gespeichert, nie als von Ihnen gelöst.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This forward step</source>
        <translation>Dieser Schritt vorwärts</translation>
    </message>
    <message>
        <source>This jump over the other colour</source>
        <translation>Dieser Sprung über die andere Farbe</translation>
    </message>
    <message>
        <source>This jump over a peg of the same colour</source>
        <translation>Dieser Sprung über einen Stift der eigenen Farbe</translation>
    </message>
    <message>
        <source>This backward step</source>
        <translation>Dieser Schritt rückwärts</translation>
    </message>
    <message>
        <source>This backward jump</source>
        <translation>Dieser Sprung rückwärts</translation>
    </message>
    <message>
        <source>This jump that leaves the weight unchanged</source>
        <translation>Dieser gewichtsneutrale Sprung</translation>
    </message>
    <message>
        <source>This pair shift</source>
        <translation>Diese Paarverschiebung</translation>
    </message>
    <message>
        <source>This step</source>
        <translation>Dieser Schritt</translation>
    </message>
    <message>
        <source>This jump</source>
        <translation>Dieser Sprung</translation>
    </message>
    <message>
        <source>This move</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>This backward step, which moves a peg away from its destination</source>
        <translation>Dieser Schritt rückwärts, der einen Stift von seinem Ziel wegbewegt</translation>
    </message>
    <message>
        <source>This backward jump, which moves a peg away from its destination</source>
        <translation>Dieser Sprung rückwärts, der einen Stift von seinem Ziel wegbewegt</translation>
    </message>
    <message>
        <source>This forward step, which lowers the board&apos;s weight</source>
        <translation>Dieser Schritt vorwärts, der das Gewicht des Bretts senkt</translation>
    </message>
    <message>
        <source>This jump over the other colour, which lowers the board&apos;s weight</source>
        <translation>Dieser Sprung über die andere Farbe, der das Gewicht des Bretts senkt</translation>
    </message>
    <message>
        <source>This jump over a peg of the same colour, which lowers the board&apos;s weight</source>
        <translation>Dieser Sprung über einen Stift der eigenen Farbe, der das Gewicht des Bretts senkt</translation>
    </message>
    <message>
        <source>This backward step, which raises the board&apos;s weight</source>
        <translation>Dieser Schritt rückwärts, der das Gewicht des Bretts erhöht</translation>
    </message>
    <message>
        <source>This backward jump, which raises the board&apos;s weight</source>
        <translation>Dieser Sprung rückwärts, der das Gewicht des Bretts erhöht</translation>
    </message>
    <message>
        <source>This jump that leaves the weight unchanged, which leaves the board&apos;s weight unchanged</source>
        <translation>Dieser gewichtsneutrale Sprung, der das Gewicht des Bretts unverändert lässt</translation>
    </message>
    <message>
        <source>%1, keeps an optimal finish</source>
        <comment>the subject ends in a relative clause</comment>
        <translation>%1, lässt eine optimale Lösung offen</translation>
    </message>
    <message>
        <source>%1 keeps an optimal finish</source>
        <translation>%1 lässt eine optimale Lösung offen</translation>
    </message>
    <message>
        <source>%1, leaves no optimal finish</source>
        <comment>the subject ends in a relative clause</comment>
        <translation>%1, lässt keine optimale Lösung mehr zu</translation>
    </message>
    <message>
        <source>%1 leaves no optimal finish</source>
        <translation>%1 lässt keine optimale Lösung mehr zu</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell whether the game is still optimal, nor the best move from here</source>
        <translation>bei dieser Größe kann Leapfrog weder sagen, ob das Spiel noch optimal ist, noch welcher Zug von hier aus der beste ist</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell whether it keeps an optimal finish</source>
        <translation>bei dieser Größe kann Leapfrog nicht sagen, ob dieser Zug eine optimale Lösung offen lässt</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell the best move from here</source>
        <translation>bei dieser Größe kann Leapfrog den besten Zug von hier aus nicht bestimmen</translation>
    </message>
    <message>
        <source>The game is no longer optimal</source>
        <translation>Das Spiel ist nicht mehr optimal</translation>
    </message>
    <message>
        <source>no optimal solution of this board moves backward</source>
        <translation>keine optimale Lösung dieses Bretts zieht rückwärts</translation>
    </message>
    <message>
        <source>no optimal solution of this board jumps a peg over its own colour</source>
        <translation>keine optimale Lösung dieses Bretts lässt einen Stift über die eigene Farbe springen</translation>
    </message>
    <message>
        <source>it creates the improper board %1 (holes %2), from which every finish needs a backward move or a jump over the same colour</source>
        <translation>so entsteht die ungünstige Stellung %1 (Löcher %2), aus der jede Lösung einen Zug rückwärts oder einen Sprung über die eigene Farbe braucht</translation>
    </message>
    <message>
        <source>it keeps the shortest finish</source>
        <translation>die kürzeste Lösung bleibt erhalten</translation>
    </message>
    <message numerus="yes">
        <source>it costs %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>das kostet %Ln Zug mehr als die kürzeste Lösung</numerusform>
            <numerusform>das kostet %Ln Züge mehr als die kürzeste Lösung</numerusform>
        </translation>
    </message>
    <message>
        <source>after it the goal can no longer be reached</source>
        <translation>danach ist das Ziel nicht mehr erreichbar</translation>
    </message>
    <message numerus="yes">
        <source>from here the best finish takes %Ln move(s); after this move %1</source>
        <translation>
            <numerusform>von hier braucht die beste Lösung %Ln Zug; nach diesem Zug %1</numerusform>
            <numerusform>von hier braucht die beste Lösung %Ln Züge; nach diesem Zug %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Illegal: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a claim, then why it holds</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a claim, then a further fact</comment>
        <translation>%1; %2</translation>
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
        <translation>Schritt vorwärts</translation>
    </message>
    <message>
        <source>jump over the other colour</source>
        <translation>Sprung über die andere Farbe</translation>
    </message>
    <message>
        <source>jump over a peg of the same colour</source>
        <translation>Sprung über einen Stift der eigenen Farbe</translation>
    </message>
    <message>
        <source>backward step</source>
        <translation>Schritt rückwärts</translation>
    </message>
    <message>
        <source>backward jump</source>
        <translation>Sprung rückwärts</translation>
    </message>
    <message>
        <source>jump that leaves the weight unchanged</source>
        <translation>gewichtsneutraler Sprung</translation>
    </message>
    <message>
        <source>pair shift</source>
        <translation>Paarverschiebung</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Yancey, section 2.1, Lemma 7</source>
        <translation>Yancey, Abschnitt 2.1, Lemma 7</translation>
    </message>
    <message>
        <source>Yancey, section 2.1, Lemma 6</source>
        <translation>Yancey, Abschnitt 2.1, Lemma 6</translation>
    </message>
    <message>
        <source>Yancey, section 2.3</source>
        <translation>Yancey, Abschnitt 2.3</translation>
    </message>
    <message>
        <source>Yancey, section 1.1, after Bradley and Thomas</source>
        <translation>Yancey, Abschnitt 1.1, nach Bradley und Thomas</translation>
    </message>
    <message>
        <source>exact search</source>
        <translation>exakte Suche</translation>
    </message>
    <message>
        <source>Yancey, section 2</source>
        <translation>Yancey, Abschnitt 2</translation>
    </message>
    <message>
        <source>a forward step</source>
        <translation>ein Schritt vorwärts</translation>
    </message>
    <message>
        <source>a jump over the other colour</source>
        <translation>ein Sprung über die andere Farbe</translation>
    </message>
    <message>
        <source>a jump over a peg of the same colour</source>
        <translation>ein Sprung über einen Stift der eigenen Farbe</translation>
    </message>
    <message>
        <source>a backward step</source>
        <translation>ein Schritt rückwärts</translation>
    </message>
    <message>
        <source>a backward jump</source>
        <translation>ein Sprung rückwärts</translation>
    </message>
    <message>
        <source>a jump that leaves the weight unchanged</source>
        <translation>ein gewichtsneutraler Sprung</translation>
    </message>
    <message>
        <source>a pair shift</source>
        <translation>eine Paarverschiebung</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>ein Schritt</translation>
    </message>
    <message>
        <source>a jump</source>
        <translation>ein Sprung</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>ein Zug</translation>
    </message>
    <message>
        <source>_ the empty hole, * any run of holes</source>
        <translation>_ das leere Loch, * eine beliebige Folge von Löchern</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its opening, where the runs of jumps lengthen</source>
        <translation>es ist Zug %1 von %2 einer veröffentlichten kürzesten Lösung, in ihrer Eröffnung, in der die Sprünge in immer längeren Serien kommen</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its middle, the longest run of jumps, through the fully interleaved board</source>
        <translation>es ist Zug %1 von %2 einer veröffentlichten kürzesten Lösung, in ihrer Mitte, der längsten Serie von Sprüngen, quer durch die ganz verzahnte Stellung</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its closing, where the runs of jumps shorten and the colours separate</source>
        <translation>es ist Zug %1 von %2 einer veröffentlichten kürzesten Lösung, in ihrem Schluss, in dem die Sprünge in immer kürzeren Serien kommen und sich die Farben trennen</translation>
    </message>
</context>
<context>
    <name>RecordTexts</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln Zug</numerusform>
            <numerusform>%Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>, optimal</source>
        <translation>, optimal</translation>
    </message>
    <message>
        <source>, with the solution shown</source>
        <translation>, mit gezeigter Lösung</translation>
    </message>
    <message>
        <source>Your best is still %1.</source>
        <translation>Ihr Bestwert bleibt %1.</translation>
    </message>
    <message>
        <source>A new record: %1.</source>
        <translation>Ein neuer Rekord: %1.</translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>, mit %Ln Tipp</numerusform>
            <numerusform>, mit %Ln Tipps</numerusform>
        </translation>
    </message>
    <message>
        <source>You matched your best: %1.</source>
        <translation>Sie haben Ihren Bestwert erreicht: %1.</translation>
    </message>
    <message>
        <source>As good as your best, %1, and quicker: %2 instead of %3.</source>
        <translation>So gut wie Ihr Bestwert, %1, und schneller: %2 statt %3.</translation>
    </message>
    <message>
        <source>As good as your best, %1, and now timed: %2.</source>
        <translation>So gut wie Ihr Bestwert, %1, und jetzt mit Zeit: %2.</translation>
    </message>
    <message>
        <source>A new record: %1, your first without help.</source>
        <translation>Ein neuer Rekord: %1, Ihr erster ohne Hilfe.</translation>
    </message>
    <message>
        <source>Recorded, but not as your own solve: %1.</source>
        <translation>Gespeichert, aber nicht als selbst gelöst: %1.</translation>
    </message>
    <message>
        <source>Your best so far: %1. Without help, your next solve will be your first record.</source>
        <translation>Ihr bisher bestes Ergebnis: %1. Schaffen Sie es beim nächsten Mal ohne Hilfe, ist das Ihr erster Rekord.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n blue peg(s) (B), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>Die Stellung „%1“ hat %n blauen Stift (B), %2 hat %3, etwa %4.</numerusform>
            <numerusform>Die Stellung „%1“ hat %n blaue Stifte (B), %2 hat %3, etwa %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n red peg(s) (R), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>Die Stellung „%1“ hat %n roten Stift (R), %2 hat %3, etwa %4.</numerusform>
            <numerusform>Die Stellung „%1“ hat %n rote Stifte (R), %2 hat %3, etwa %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n yellow peg(s) (Y), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>Die Stellung „%1“ hat %n gelben Stift (Y), %2 hat %3, etwa %4.</numerusform>
            <numerusform>Die Stellung „%1“ hat %n gelbe Stifte (Y), %2 hat %3, etwa %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n empty hole(s) (_), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>Die Stellung „%1“ hat %n leeres Loch (_), %2 hat %3, etwa %4.</numerusform>
            <numerusform>Die Stellung „%1“ hat %n leere Löcher (_), %2 hat %3, etwa %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n &quot;%2&quot;, and %3 has %4, as in %5.</source>
        <translation>
            <numerusform>Die Stellung „%1“ hat %n-mal „%2“, %3 hat %4, etwa %5.</numerusform>
            <numerusform>Die Stellung „%1“ hat %n-mal „%2“, %3 hat %4, etwa %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is empty: write one letter a hole.</source>
        <translation>Die Stellung ist leer: Schreiben Sie einen Buchstaben je Loch.</translation>
    </message>
    <message>
        <source>The position &quot;%1&quot; has &quot;%2&quot; at hole %3; a hole holds B (blue), R (red), Y (yellow), _ (empty) or a frog&apos;s number.</source>
        <translation>Die Stellung „%1“ hat „%2“ in Loch %3; in einem Loch steht B (blau), R (rot), Y (gelb), _ (leer) oder die Nummer eines Froschs.</translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n hole(s), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>Die Stellung „%1“ hat %n Loch, %2 hat %3, etwa %4.</numerusform>
            <numerusform>Die Stellung „%1“ hat %n Löcher, %2 hat %3, etwa %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>The move &quot;%1&quot; names a hole beyond %2, the last hole of %3.</source>
        <translation>Der Zug „%1“ nennt ein Loch hinter %2, dem letzten Loch von %3.</translation>
    </message>
    <message>
        <source>A size is missing in &quot;%1&quot;: write whole numbers, as in classic:3 or classic:3x2.</source>
        <translation>In „%1“ fehlt eine Größe: Schreiben Sie ganze Zahlen, etwa classic:3 oder classic:3x2.</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; in &quot;%2&quot; is not a whole number of 1 or more.</source>
        <translation>Die Größe „%1“ in „%2“ ist keine ganze Zahl ab 1.</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; in &quot;%2&quot; is over the limit of %3.</source>
        <translation>Die Größe „%1“ in „%2“ liegt über der Grenze von %3.</translation>
    </message>
    <message>
        <source>The sizes in &quot;%1&quot; do not fit the board %2: write them as in %3.</source>
        <translation>Die Größen in „%1“ passen nicht zum Brett %2: Schreiben Sie sie etwa wie %3.</translation>
    </message>
    <message>
        <source>In &quot;%1&quot; the first size NB must be larger than the two arms N1 and N2 together, so that the last hole lies on the line.</source>
        <translation>In „%1“ muss die erste Größe NB größer sein als die beiden Arme N1 und N2 zusammen, damit das letzte Loch auf der Linie liegt.</translation>
    </message>
    <message>
        <source>The ending &quot;%1&quot; in &quot;%2&quot; is not understood: after the sizes come at most one h (holes between the sides), then at most one k (the longest jump), each with a number from 1 to %3, as in classic:6h2k2.</source>
        <translation>Die Endung „%1“ in „%2“ ist unverständlich: Nach den Größen kommen höchstens ein h (Löcher zwischen den Seiten), dann höchstens ein k (der längste Sprung), jeweils mit einer Zahl von 1 bis %3, etwa classic:6h2k2.</translation>
    </message>
    <message>
        <source>The board %1 takes no position: game IDs name row boards (classic, strict and row).</source>
        <translation>Das Brett %1 nimmt keine Stellung: Spiel-IDs nennen Reihenbretter (classic, strict und row).</translation>
    </message>
    <message>
        <source>The option &quot;%1&quot; in &quot;%2&quot; is not understood: after the start and the goal come ,strict (or ,classic) and ,k with the longest jump, in that order, as in row:BB__RR&gt;RR__BB,strict,k2.</source>
        <translation>Die Option „%1“ in „%2“ ist unverständlich: Nach Start und Ziel kommen ,strict (oder ,classic) und ,k mit dem längsten Sprung, in dieser Reihenfolge, etwa row:BB__RR&gt;RR__BB,strict,k2.</translation>
    </message>
    <message>
        <source>A row holds blue pegs (B), red pegs (R) and empty holes (_) only, and hole %1 holds &quot;%2&quot;.</source>
        <translation>Eine Reihe enthält nur blaue Stifte (B), rote Stifte (R) und leere Löcher (_), aber in Loch %1 steht „%2“.</translation>
    </message>
    <message>
        <source>The start has %1 holes and the goal %2: both need the same length.</source>
        <translation>Der Start hat %1 Löcher und das Ziel %2: Beide brauchen dieselbe Länge.</translation>
    </message>
    <message>
        <source>A row has 2 to %1 holes, and this one has %2.</source>
        <translation>Eine Reihe hat 2 bis %1 Löcher, diese hat %2.</translation>
    </message>
    <message>
        <source>Start and goal hold different pegs: the start %1 blue and %2 red, the goal %3 blue and %4 red; a move never adds or removes a peg.</source>
        <translation>Start und Ziel haben verschiedene Stifte: der Start %1 blaue und %2 rote, das Ziel %3 blaue und %4 rote; ein Zug fügt nie einen Stift hinzu und nimmt nie einen weg.</translation>
    </message>
    <message>
        <source>The row has no empty hole, so no peg can move.</source>
        <translation>Die Reihe hat kein leeres Loch, also kann kein Stift ziehen.</translation>
    </message>
    <message>
        <source>The text &quot;%1&quot; names no board: write a board&apos;s name, a colon and its size, as in classic:3.</source>
        <translation>Der Text „%1“ nennt kein Brett: Schreiben Sie den Namen eines Bretts, einen Doppelpunkt und seine Größe, etwa classic:3.</translation>
    </message>
    <message>
        <source>The size in &quot;%1&quot; is out of range: the board %2 takes one size from 1 to %3.</source>
        <translation>Die Größe in „%1“ liegt außerhalb des Bereichs: Das Brett %2 nimmt eine Größe von 1 bis %3.</translation>
    </message>
    <message>
        <source>The row &quot;%1&quot; would have %2 holes; a row with several holes between the sides or long jumps has at most %3 holes.</source>
        <translation>Die Reihe „%1“ hätte %2 Löcher; eine Reihe mit mehreren Löchern zwischen den Seiten oder langen Sprüngen hat höchstens %3 Löcher.</translation>
    </message>
    <message>
        <source>The text &quot;%1&quot; names no row: after &quot;row:&quot; write the start, &gt; and the goal, as in row:BR_BR&gt;RB_RB.</source>
        <translation>Der Text „%1“ nennt keine Reihe: Schreiben Sie nach „row:“ den Start, &gt; und das Ziel, etwa row:BR_BR&gt;RB_RB.</translation>
    </message>
    <message>
        <source>The game ID &quot;%1&quot; has no position after the @.</source>
        <translation>Die Spiel-ID „%1“ hat keine Stellung nach dem @.</translation>
    </message>
    <message>
        <source>The game ID &quot;%1&quot; has more than one @; a game ID names one board and one position.</source>
        <translation>Die Spiel-ID „%1“ hat mehr als ein @; eine Spiel-ID nennt ein Brett und eine Stellung.</translation>
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
        <translation>Es gibt kein Brett namens „%1“; die Bretter sind die des Menüs Variante: %2.</translation>
    </message>
</context>
<context>
    <name>SaveFileText</name>
    <message>
        <source>The file lacks the field &quot;%1&quot; that every saved game has.</source>
        <translation>Der Datei fehlt das Feld „%1“, das jedes gespeicherte Spiel hat.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history lacks the field &quot;%2&quot;.</source>
        <translation>Dem Eintrag %1 im Spielverlauf fehlt das Feld „%2“.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a text.</source>
        <translation>Das Feld „%1“ der Datei sollte einen Text enthalten.</translation>
    </message>
    <message>
        <source>The field &quot;%2&quot; of entry %1 of the game&apos;s history should hold a text.</source>
        <translation>Das Feld „%2“ von Eintrag %1 im Spielverlauf sollte einen Text enthalten.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a whole number.</source>
        <translation>Das Feld „%1“ der Datei sollte eine ganze Zahl enthalten.</translation>
    </message>
    <message>
        <source>The field &quot;%2&quot; of entry %1 of the game&apos;s history should hold a whole number.</source>
        <translation>Das Feld „%2“ von Eintrag %1 im Spielverlauf sollte eine ganze Zahl enthalten.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold true or false.</source>
        <translation>Das Feld „%1“ der Datei sollte true oder false enthalten.</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a list of moves.</source>
        <translation>Das Feld „%1“ der Datei sollte eine Liste von Zügen enthalten.</translation>
    </message>
    <message>
        <source>This is a folder, a device or a pipe, not a file, so it holds no saved game.</source>
        <translation>Dies ist ein Ordner, ein Gerät oder eine Pipe, keine Datei, und enthält daher kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>Permission to read the file is denied.</source>
        <translation>Die Berechtigung, die Datei zu lesen, fehlt.</translation>
    </message>
    <message>
        <source>The file cannot be opened (%1).</source>
        <comment>the system&apos;s reason</comment>
        <translation>Die Datei lässt sich nicht öffnen (%1).</translation>
    </message>
    <message>
        <source>The file is %1 MB, far larger than any saved game (at most %2 MB).</source>
        <translation>Die Datei ist %1 MB groß, weit größer als jedes gespeicherte Spiel (höchstens %2 MB).</translation>
    </message>
    <message>
        <source>The file is empty: it holds no game.</source>
        <translation>Die Datei ist leer: Sie enthält kein Spiel.</translation>
    </message>
    <message>
        <source>The file is not a saved game: it is no JSON text (reading stopped at character %1).</source>
        <translation>Die Datei ist kein gespeichertes Spiel: Sie ist kein JSON-Text (das Lesen endete bei Zeichen %1).</translation>
    </message>
    <message>
        <source>The file is not a saved game: its JSON holds no fields of a game.</source>
        <translation>Die Datei ist kein gespeichertes Spiel: Ihr JSON enthält keine Felder eines Spiels.</translation>
    </message>
    <message>
        <source>The file is not a Leapfrog game: its format is &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>Die Datei ist kein Leapfrog-Spiel: Ihr Format ist „%1“, nicht „%2“.</translation>
    </message>
    <message>
        <source>The file was saved by a newer Leapfrog, in format version %1; this Leapfrog reads versions up to %2.</source>
        <translation>Die Datei wurde von einem neueren Leapfrog in der Formatversion %1 gespeichert; dieses Leapfrog liest Versionen bis %2.</translation>
    </message>
    <message>
        <source>The file names format version %1, which does not exist: versions start at 1.</source>
        <translation>Die Datei nennt die Formatversion %1, die es nicht gibt: Die Versionen beginnen bei 1.</translation>
    </message>
    <message>
        <source>The board &quot;%1&quot; of the file cannot be played.</source>
        <translation>Das Brett „%1“ der Datei lässt sich nicht spielen.</translation>
    </message>
    <message>
        <source>The game starts from &quot;%1&quot;, which is not the start of %2 (%3).</source>
        <translation>Das Spiel beginnt mit „%1“, das ist nicht der Anfang von %2 (%3).</translation>
    </message>
    <message>
        <source>The game&apos;s history has %1 entries, more than a saved game holds (at most %2).</source>
        <translation>Der Spielverlauf hat %1 Einträge, mehr als ein gespeichertes Spiel fasst (höchstens %2).</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history is neither a move nor a restart.</source>
        <translation>Eintrag %1 im Spielverlauf ist weder ein Zug noch ein Neustart.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history is of the kind &quot;%2&quot;; a saved game knows &quot;move&quot; and &quot;restart&quot;.</source>
        <translation>Eintrag %1 im Spielverlauf ist von der Art „%2“; ein gespeichertes Spiel kennt „move“ und „restart“.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history was made by &quot;%2&quot;; a saved game knows &quot;player&quot;, &quot;solution&quot; and &quot;hint&quot;.</source>
        <translation>Eintrag %1 im Spielverlauf stammt von „%2“; ein gespeichertes Spiel kennt „player“, „solution“ und „hint“.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history, &quot;%2&quot;, is not a move written as two holes, as in 3-4.</source>
        <translation>Eintrag %1 im Spielverlauf, „%2“, ist kein Zug aus zwei Löchern wie 3-4.</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history cannot be read.</source>
        <translation>Eintrag %1 im Spielverlauf lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>The move %1 (entry %2 of the game&apos;s history) is not allowed on %3: %4.</source>
        <translation>Der Zug %1 (Eintrag %2 im Spielverlauf) ist auf %3 nicht erlaubt: %4.</translation>
    </message>
    <message>
        <source>The game&apos;s place in its history, %1, lies outside it (0 to %2).</source>
        <translation>Die Stelle des Spiels in seinem Verlauf, %1, liegt außerhalb davon (0 bis %2).</translation>
    </message>
</context>
<context>
    <name>SizePresets</name>
    <message>
        <source>%1 a side</source>
        <translation>%1 je Seite</translation>
    </message>
    <message>
        <source>%1 frogs</source>
        <translation>%1 Frösche</translation>
    </message>
    <message>
        <source>%1 x %1 (beyond exact verdicts)</source>
        <translation>%1 × %1 (jenseits exakter Bewertungen)</translation>
    </message>
    <message>
        <source>%1 x %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message numerus="yes">
        <source>Arms of %n hole(s)</source>
        <translation>
            <numerusform>Arme mit %n Loch</numerusform>
            <numerusform>Arme mit %n Löchern</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 blue · trunk %2 · arms %3 and %4</source>
        <translation>%1 blau · Stamm %2 · Arme %3 und %4</translation>
    </message>
    <message>
        <source>%1 of each colour</source>
        <translation>%1 je Farbe</translation>
    </message>
</context>
<context>
    <name>Solvability</name>
    <message>
        <source>No sequence of moves reaches the goal on this board, so there is no hint and no solution to show. Try another size.</source>
        <translation>Auf diesem Brett erreicht keine Zugfolge das Ziel, daher gibt es weder Tipp noch Lösung. Versuchen Sie eine andere Größe.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 a side</source>
        <translation>%1 je Seite</translation>
    </message>
    <message>
        <source>%1 blue and %2 red</source>
        <translation>%1 blaue und %2 rote</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>streng</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <source>, %1 holes</source>
        <translation>, %1 Löcher</translation>
    </message>
    <message>
        <source>, jumps over up to %1 pegs</source>
        <translation>, Sprünge über bis zu %1 Stifte</translation>
    </message>
    <message>
        <source>Custom puzzle (%1%2)</source>
        <translation>Eigenes Rätsel (%1%2)</translation>
    </message>
    <message>
        <source>%1, %2%3</source>
        <translation>%1, %2%3</translation>
    </message>
    <message>
        <source>Strict rules</source>
        <translation>Strenge Regeln</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>par unknown</source>
        <translation>Par unbekannt</translation>
    </message>
    <message>
        <source>par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>%1 over par</source>
        <translation>%1 über Par</translation>
    </message>
    <message>
        <source>Start a new game to solve one without having seen its solution.</source>
        <translation>Beginnen Sie ein neues Spiel, um eines zu lösen, ohne seine Lösung gesehen zu haben.</translation>
    </message>
    <message>
        <source>Challenge: %1</source>
        <translation>Herausforderung: %1</translation>
    </message>
    <message>
        <source>Classic, 5 a side (Brainbuster)</source>
        <translation>Klassisch, 5 je Seite (Brainbuster-Rätsel)</translation>
    </message>
    <message>
        <source>Classic, %1</source>
        <translation>Klassisch, %1</translation>
    </message>
    <message>
        <source>Strict rules, %1</source>
        <translation>Strenge Regeln, %1</translation>
    </message>
    <message>
        <source>Pair shift, %1 of each</source>
        <translation>Paarverschiebung, je %1</translation>
    </message>
    <message>
        <source>Branching board, %1 blue and %2 red</source>
        <translation>Verzweigtes Brett, %1 blaue und %2 rote</translation>
    </message>
    <message numerus="yes">
        <source>Dudeney&apos;s frogs, %Ln frog(s)</source>
        <translation>
            <numerusform>Dudeneys Frösche, %Ln Frosch</numerusform>
            <numerusform>Dudeneys Frösche, %Ln Frösche</numerusform>
        </translation>
    </message>
    <message>
        <source>Grid, %1 x %1</source>
        <translation>Gitter, %1 × %1</translation>
    </message>
    <message>
        <source>This game starts from %1, not from the usual start: take it to the goal %2 in as few moves as you can. Click a peg to move it.</source>
        <translation>Dieses Spiel beginnt bei %1, nicht beim üblichen Start: Bringen Sie es mit so wenigen Zügen wie möglich zum Ziel %2. Klicken Sie einen Stift an, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source>Move each colour on to the next arm, turning anticlockwise: blue into the yellow arm, red into the blue arm, yellow into the red arm, with the centre empty at the end. The rings round the holes show where each colour must end. Click a peg to move it; jumps may turn through the centre.</source>
        <translation>Bewegen Sie jede Farbe auf den nächsten Arm, gegen den Uhrzeigersinn: Blau in den gelben Arm, Rot in den blauen Arm, Gelb in den roten Arm, am Ende mit leerer Mitte. Die Ringe um die Löcher zeigen, wo jede Farbe enden muss. Klicken Sie einen Stift an, um ihn zu ziehen; Sprünge dürfen durch die Mitte abbiegen.</translation>
    </message>
    <message>
        <source>Swap the sides: the %1 red pegs end at the left end of the line, the empty hole next to them, and blue fills the rest of the line and both arms. The rings round the holes show where each colour must end. Click a peg to move it; jumps may turn through the branching point.</source>
        <translation>Tauschen Sie die Seiten: Die %1 roten Stifte enden am linken Ende der Linie, das leere Loch daneben, und Blau füllt den Rest der Linie und beide Arme. Die Ringe um die Löcher zeigen, wo jede Farbe enden muss. Klicken Sie einen Stift an, um ihn zu ziehen; Sprünge dürfen durch den Verzweigungspunkt abbiegen.</translation>
    </message>
    <message>
        <source>Reverse the order of the frogs, so that the row reads %1 with the empty hole at the left end, in as few moves as you can. Click a frog to move it.</source>
        <translation>Kehren Sie die Reihenfolge der Frösche um, sodass die Reihe %1 lautet, mit dem leeren Loch am linken Ende, mit so wenigen Zügen wie möglich. Klicken Sie einen Frosch an, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source>Swap the two colours: turn the board half a turn, so that blue fills the bottom right and red the top left, the centre empty. Blue moves right or down, red left or up. Click a peg to move it.</source>
        <translation>Tauschen Sie die beiden Farben: Drehen Sie das Brett um eine halbe Drehung, sodass Blau unten rechts und Rot oben links steht, die Mitte leer. Blau zieht nach rechts oder unten, Rot nach links oder oben. Klicken Sie einen Stift an, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source>Reach the position %1. Click a peg to move it.</source>
        <translation>Erreichen Sie die Stellung %1. Klicken Sie einen Stift an, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message>
        <source>The fewest moves possible from this position. Congratulations!</source>
        <translation>Die wenigsten Züge, die von dieser Stellung aus möglich sind. Glückwunsch!</translation>
    </message>
    <message>
        <source>Well done! The flagged moves in the list show where the extra moves came from.</source>
        <translation>Gut gemacht! Die markierten Züge in der Liste zeigen, woher die zusätzlichen Züge kamen.</translation>
    </message>
    <message>
        <source>The fewest moves possible. Congratulations!</source>
        <translation>Die wenigsten möglichen Züge. Glückwunsch!</translation>
    </message>
    <message>
        <source>Every move will be judged exactly.</source>
        <translation>Jeder Zug wird exakt bewertet.</translation>
    </message>
    <message>
        <source>Too large for a table of verdicts: moves will be judged by Yancey&apos;s criteria while the game is optimal, and by exact search in the background after a slip.</source>
        <translation>Zu groß für eine Bewertungstabelle: Solange das Spiel optimal ist, werden Züge nach Yanceys Kriterien bewertet, nach einem Fehler durch exakte Suche im Hintergrund.</translation>
    </message>
    <message>
        <source>Too large for a table of verdicts: exact search will judge each move in the background.</source>
        <translation>Zu groß für eine Bewertungstabelle: Exakte Suche bewertet jeden Zug im Hintergrund.</translation>
    </message>
    <message>
        <source>Too large for exact verdicts: moves will be judged by Yancey&apos;s criteria while the game is optimal; after a slip, each move&apos;s kind is shown.</source>
        <translation>Zu groß für exakte Bewertungen: Solange das Spiel optimal ist, werden Züge nach Yanceys Kriterien bewertet; nach einem Fehler wird die Art jedes Zuges gezeigt.</translation>
    </message>
    <message>
        <source>Too large for exact verdicts: each move&apos;s kind is shown.</source>
        <translation>Zu groß für exakte Bewertungen: Die Art jedes Zuges wird gezeigt.</translation>
    </message>
    <message>
        <source>the goal could no longer be reached</source>
        <translation>das Ziel wäre nicht mehr erreichbar</translation>
    </message>
    <message numerus="yes">
        <source>it would cost %Ln move(s)</source>
        <translation>
            <numerusform>es würde %Ln Zug kosten</numerusform>
            <numerusform>es würde %Ln Züge kosten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would be improper: %2; %3.</source>
        <translation>%1 wäre ungünstig: %2; %3.</translation>
    </message>
    <message>
        <source>%1 is not the best from here: %2; %3.</source>
        <translation>%1 ist von hier aus nicht der beste: %2; %3.</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>Loch %1</translation>
    </message>
    <message>
        <source>holes %1 and %2</source>
        <translation>Löcher %1 und %2</translation>
    </message>
    <message>
        <source>the pair in %1 to %2</source>
        <translation>das Paar in %1 nach %2</translation>
    </message>
    <message>
        <source>No letter: Yancey&apos;s notation has letters only for steps and jumps toward the goal over the other colour (S, J for blue, s, j for red); this move is none of them.</source>
        <translation>Kein Buchstabe: Yanceys Notation hat Buchstaben nur für Schritte und Sprünge zum Ziel hin über die andere Farbe (S, J für Blau, s, j für Rot); dieser Zug ist keiner davon.</translation>
    </message>
    <message>
        <source>Shift pairs of pegs into the two empty holes until the row reads %1. Click a peg of the pair: it shifts at once when it has one partner; with two, click the partner too.</source>
        <translation>Verschieben Sie Stiftpaare in die zwei leeren Löcher, bis die Reihe %1 lautet. Klicken Sie einen Stift des Paars an: Hat er nur einen Partner, wird das Paar sofort verschoben; hat er zwei, klicken Sie auch den Partner an.</translation>
    </message>
    <message>
        <source>Restart and try without hints: a solve without help beats a hinted one in your records.</source>
        <translation>Starten Sie neu und versuchen Sie es ohne Tipps: In Ihren Rekorden schlägt ein Spiel ohne Hilfe eines mit Tipps.</translation>
    </message>
    <message>
        <source>Take a new challenge to solve one without having seen its solution.</source>
        <translation>Nehmen Sie eine neue Herausforderung an, um eine zu lösen, deren Lösung Sie nicht gesehen haben.</translation>
    </message>
    <message>
        <source>Watching the solution does not count as solving it yourself: take a new challenge and try on your own.</source>
        <translation>Die Lösung anzusehen zählt nicht als selbst gelöst: Nehmen Sie eine neue Herausforderung an und versuchen Sie es allein.</translation>
    </message>
    <message>
        <source>Watching the solution does not count as solving it yourself: start a new game and try on your own.</source>
        <translation>Die Lösung anzusehen zählt nicht als selbst gelöst: Beginnen Sie ein neues Spiel und versuchen Sie es allein.</translation>
    </message>
    <message>
        <source>frog %1 in %2 to %3</source>
        <translation>Frosch %1 in %2 nach %3</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left) in as few moves as you can. The coloured ring round each hole shows which colour must end there, the dashed ring where the empty hole ends. Click a peg to move it.</source>
        <translation>Tauschen Sie die beiden Seiten (Blau nach rechts, Rot nach links) mit so wenigen Zügen wie möglich. Der farbige Ring um jedes Loch zeigt, welche Farbe dort enden muss, der gestrichelte Ring, wo das leere Loch endet. Klicken Sie einen Stift an, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left, the empty holes between them) in as few moves as you can. The coloured ring round each hole shows which colour must end there, the dashed rings where the empty holes end. Click a peg to move it.</source>
        <translation>Tauschen Sie die beiden Seiten (Blau nach rechts, Rot nach links, die leeren Löcher dazwischen) mit so wenigen Zügen wie möglich. Der farbige Ring um jedes Loch zeigt, welche Farbe dort enden muss, die gestrichelten Ringe, wo die leeren Löcher enden. Klicken Sie einen Stift an, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source>Daily challenge of %1: %2</source>
        <translation>Tägliche Herausforderung vom %1: %2</translation>
    </message>
    <message>
        <source>Daily challenge: %1</source>
        <translation>Tägliche Herausforderung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hint(s)</source>
        <translation>
            <numerusform>%Ln Tipp</numerusform>
            <numerusform>%Ln Tipps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution and %1</source>
        <translation>
            <numerusform>In %Ln Zug gelöst, mit der gezeigten Lösung und %1</numerusform>
            <numerusform>In %Ln Zügen gelöst, mit der gezeigten Lösung und %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution</source>
        <translation>
            <numerusform>In %Ln Zug gelöst, mit der gezeigten Lösung</numerusform>
            <numerusform>In %Ln Zügen gelöst, mit der gezeigten Lösung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1, after seeing the solution</source>
        <translation>
            <numerusform>In %Ln Zug gelöst, mit %1, nachdem die Lösung gezeigt wurde</numerusform>
            <numerusform>In %Ln Zügen gelöst, mit %1, nachdem die Lösung gezeigt wurde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1</source>
        <translation>
            <numerusform>In %Ln Zug gelöst, mit %1</numerusform>
            <numerusform>In %Ln Zügen gelöst, mit %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) after seeing the solution</source>
        <translation>
            <numerusform>In %Ln Zug gelöst, nachdem die Lösung gezeigt wurde</numerusform>
            <numerusform>In %Ln Zügen gelöst, nachdem die Lösung gezeigt wurde</numerusform>
        </translation>
    </message>
    <message>
        <source>Without hints or the solution, a solve beats a helped one in your records.</source>
        <translation>In Ihren Rekorden schlägt ein Spiel ohne Tipps und ohne die Lösung eines mit Hilfe.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>In %Ln Zug gelöst</numerusform>
            <numerusform>In %Ln Zügen gelöst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): par</source>
        <translation>
            <numerusform>In %Ln Zug gelöst: Par</numerusform>
            <numerusform>In %Ln Zügen gelöst: Par</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over par (%2)</source>
        <translation>
            <numerusform>In %Ln Zug gelöst: %1 über Par (%2)</numerusform>
            <numerusform>In %Ln Zügen gelöst: %1 über Par (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): optimal</source>
        <translation>
            <numerusform>In %Ln Zug gelöst: optimal</numerusform>
            <numerusform>In %Ln Zügen gelöst: optimal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over the minimum of %2</source>
        <translation>
            <numerusform>In %Ln Zug gelöst: %1 über dem Minimum von %2</numerusform>
            <numerusform>In %Ln Zügen gelöst: %1 über dem Minimum von %2</numerusform>
        </translation>
    </message>
    <message>
        <source> that leaves the pegs jammed</source>
        <translation>, der die Stifte verkeilt zurücklässt</translation>
    </message>
    <message>
        <source>the blue peg in %1 to %2</source>
        <translation>der blaue Stift in %1 nach %2</translation>
    </message>
    <message>
        <source>the red peg in %1 to %2</source>
        <translation>der rote Stift in %1 nach %2</translation>
    </message>
    <message>
        <source>the yellow peg in %1 to %2</source>
        <translation>der gelbe Stift in %1 nach %2</translation>
    </message>
    <message>
        <source>Keyboard: the arrow keys move the keyboard frame from peg to peg, Enter or Space moves the peg in it.</source>
        <translation>Tastatur: Die Pfeiltasten führen den Tastaturrahmen von Stift zu Stift, die Eingabetaste oder die Leertaste zieht den Stift darin.</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left) in as few moves as you can. The rules are strict: a peg never moves back (blue only right, red only left) and only jumps over pegs of the other colour. The coloured ring round each hole shows which colour must end there, the dashed ring where the empty hole ends. Click a peg to move it.</source>
        <translation>Tauschen Sie die beiden Seiten (Blau nach rechts, Rot nach links) mit so wenigen Zügen wie möglich. Die Regeln sind streng: Ein Stift zieht nie zurück (Blau nur nach rechts, Rot nur nach links) und springt nur über Stifte der anderen Farbe. Der farbige Ring um jedes Loch zeigt, welche Farbe dort enden muss, der gestrichelte Ring, wo das leere Loch endet. Klicken Sie einen Stift an, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source>B a blue peg</source>
        <translation>B ein blauer Stift</translation>
    </message>
    <message>
        <source>R a red peg</source>
        <translation>R ein roter Stift</translation>
    </message>
    <message>
        <source>Y a yellow peg</source>
        <translation>Y ein gelber Stift (englisch yellow)</translation>
    </message>
    <message>
        <source>_ an empty hole</source>
        <translation>_ ein leeres Loch</translation>
    </message>
    <message>
        <source>a digit or letter a frog&apos;s number (a for 10, b for 11, c for 12)</source>
        <translation>eine Ziffer oder ein Buchstabe die Nummer eines Froschs (a für 10, b für 11, c für 12)</translation>
    </message>
    <message>
        <source>This board&apos;s game ID is %1: entered as a game ID, it opens this board again. The goal is written hole by hole from hole 1: %2.</source>
        <translation>Die Spiel-ID dieses Bretts ist %1: als Spiel-ID eingegeben, öffnet sie dieses Brett wieder. Das Ziel ist Loch für Loch ab Loch 1 geschrieben: %2.</translation>
    </message>
    <message>
        <source>A letter with ×n stands for n such holes in a row.</source>
        <translation>Ein Buchstabe mit ×n steht für n solche Löcher in Folge.</translation>
    </message>
    <message>
        <source>The middle of the goal is left out (…).</source>
        <translation>Die Mitte des Ziels ist ausgelassen (…).</translation>
    </message>
    <message>
        <source>Three-colour Y, %1 a colour</source>
        <translation>Dreifarbiges Y, %1 je Farbe</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Slide a peg</source>
        <translation>Einen Stift rücken</translation>
    </message>
    <message>
        <source>Jump over a peg</source>
        <translation>Über einen Stift springen</translation>
    </message>
    <message>
        <source>A peg can jump over one peg into the hole. Click the red peg: it jumps over the blue one.</source>
        <translation>Ein Stift kann über einen Stift in das Loch springen. Klicken Sie den roten Stift an: Er springt über den blauen.</translation>
    </message>
    <message>
        <source>Finish the puzzle</source>
        <translation>Das Rätsel beenden</translation>
    </message>
    <message>
        <source>You win when blue and red have swapped sides. Click the blue peg to slide it home.</source>
        <translation>Sie gewinnen, wenn Blau und Rot die Seiten getauscht haben. Klicken Sie den blauen Stift an, um ihn ins Ziel zu rücken.</translation>
    </message>
    <message>
        <source>A move that costs</source>
        <translation>Ein Zug, der kostet</translation>
    </message>
    <message>
        <source>You did it in 3 moves! Now two pegs a side. Some moves make the puzzle longer. Try one: click the blue peg with the arrow to jump it over the other blue peg.</source>
        <translation>Geschafft in 3 Zügen! Jetzt zwei Stifte je Seite. Manche Züge machen das Rätsel länger. Probieren Sie einen: Klicken Sie den blauen Stift mit dem Pfeil an, damit er über den anderen blauen Stift springt.</translation>
    </message>
    <message>
        <source>Press Undo (Ctrl+Z) or the Undo button to take the jump back.</source>
        <translation>Drücken Sie Rückgängig (Strg+Z) oder den Knopf Rückgängig, um den Sprung zurückzunehmen.</translation>
    </message>
    <message>
        <source>Press Undo (Ctrl+Z) until the board is back as it was at the start.</source>
        <translation>Drücken Sie Rückgängig (Strg+Z), bis das Brett wieder wie am Anfang ist.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message numerus="yes">
        <source>It makes the puzzle %Ln move(s) longer.</source>
        <translation>
            <numerusform>Er macht das Rätsel %Ln Zug länger.</numerusform>
            <numerusform>Er macht das Rätsel %Ln Züge länger.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is another board. Press Redo (Ctrl+Shift+Z) to come back to the tutorial.</source>
        <translation>Dies ist ein anderes Brett. Drücken Sie Wiederholen (Strg+Umschalt+Z), um zur Einführung zurückzukehren.</translation>
    </message>
    <message>
        <source>This is another board. Press Undo (Ctrl+Z) to come back to the tutorial.</source>
        <translation>Dies ist ein anderes Brett. Drücken Sie Rückgängig (Strg+Z), um zur Einführung zurückzukehren.</translation>
    </message>
    <message>
        <source>Read the marks</source>
        <translation>Die Zeichen lesen</translation>
    </message>
    <message>
        <source>Not that one: move the peg with the arrow (click it, or choose it with the arrow keys and press Enter).</source>
        <translation>Nicht dieser: Ziehen Sie den Stift mit dem Pfeil (klicken Sie ihn an, oder wählen Sie ihn mit den Pfeiltasten und drücken Sie die Eingabetaste).</translation>
    </message>
    <message>
        <source>The blue pegs must end on the right and the red pegs on the left. Click the blue peg next to the hole: it slides in.</source>
        <translation>Am Ende müssen die blauen Stifte rechts stehen und die roten links. Klicken Sie den blauen Stift neben dem Loch an: Er rückt hinein.</translation>
    </message>
    <message>
        <source>The yellow sign means your jump was a mistake.%1 The tags show why: the empty hole (the tag with a dot), two blue pegs (B B) and a red one (R) in a row leave no shortest way. A ring shows which colour must end in its hole, the dashed ring the empty hole. Letters in the move list name the kind of move, not whether it was good: S a blue step forward, J a blue jump forward over red, s a red step forward, j a red jump forward over blue. Your jump has a dot: none of these. Press Undo (Ctrl+Z).</source>
        <translation>Das gelbe Zeichen heißt: Ihr Sprung war ein Fehler.%1 Die Schilder zeigen, warum: das leere Loch (das Schild mit Punkt), zwei blaue Stifte (B B) und ein roter (R) in einer Reihe lassen keinen kürzesten Weg mehr zu. Ein Ring zeigt, welche Farbe in seinem Loch enden muss, der gestrichelte Ring das leere Loch. Die Buchstaben in der Zugliste nennen die Art des Zuges, nicht ob er gut war: S ein blauer Schritt vorwärts, J ein blauer Sprung vorwärts über Rot, s ein roter Schritt vorwärts, j ein roter Sprung vorwärts über Blau. Ihr Sprung trägt einen Punkt: Er ist keiner dieser vier Züge. Drücken Sie Rückgängig (Strg+Z).</translation>
    </message>
    <message>
        <source>Keyboard: the keyboard frame is on that peg: press Enter. The arrow keys move the frame from peg to peg. Esc leaves the tutorial.</source>
        <translation>Tastatur: Der Tastaturrahmen steht auf diesem Stift: Drücken Sie die Eingabetaste. Die Pfeiltasten führen den Rahmen von Stift zu Stift. Esc verlässt die Einführung.</translation>
    </message>
    <message>
        <source>That is not the move this step asks for. Press Undo (Ctrl+Z) to take it back; the arrow then shows the peg to move.</source>
        <translation>Das ist nicht der Zug, um den dieser Schritt bittet. Drücken Sie Rückgängig (Strg+Z), um ihn zurückzunehmen; dann zeigt der Pfeil den Stift, der ziehen soll.</translation>
    </message>
    <message>
        <source>You know both kinds of move now, the step and the jump. On a row with one empty hole, as here, jumping over your own colour never helps: jump over the other colour instead. Stuck? Hint (H) shows a good move. Press Done (or Enter) to play.</source>
        <translation>Jetzt kennen Sie beide Arten von Zügen, den Schritt und den Sprung. In einer Reihe mit einem leeren Loch, wie hier, hilft es nie, über die eigene Farbe zu springen: Springen Sie stattdessen über die andere Farbe. Festgefahren? Tipp (H) zeigt einen guten Zug. Drücken Sie Fertig (oder die Eingabetaste), um zu spielen.</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <source>proper</source>
        <translation>günstig</translation>
    </message>
    <message>
        <source>improper</source>
        <translation>ungünstig</translation>
    </message>
    <message>
        <source>best from here</source>
        <translation>ab hier am besten</translation>
    </message>
    <message>
        <source>goal lost</source>
        <translation>Ziel verloren</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln move(s)</source>
        <translation>
            <numerusform>+%Ln Zug</numerusform>
            <numerusform>+%Ln Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::Banner</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ChallengeDialog</name>
    <message>
        <source>&amp;Today&apos;s daily challenge (the same for everyone today)</source>
        <translation>&amp;Heutige Tagesherausforderung (heute für alle gleich)</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Klassische Regeln</translation>
    </message>
    <message>
        <source>Strict rules</source>
        <translation>Strenge Regeln</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>An exact distance</source>
        <translation>Ein genauer Abstand</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (left):</source>
        <translation>&amp;Blaue Stifte (links):</translation>
    </message>
    <message>
        <source>R&amp;ed pegs (right):</source>
        <translation>R&amp;ote Stifte (rechts):</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>Di&amp;stance to the goal:</source>
        <translation>&amp;Abstand zum Ziel:</translation>
    </message>
    <message>
        <source>This board is too small for a challenge. Choose more pegs.</source>
        <translation>Dieses Brett ist zu klein für eine Herausforderung. Wählen Sie mehr Stifte.</translation>
    </message>
    <message>
        <source>%1: a position from %2 to %3 moves from the goal (the whole puzzle takes %4). Take it to the goal in the fewest moves: that number is its par.</source>
        <translation>%1: eine Stellung %2 bis %3 Züge vom Ziel entfernt (das ganze Rätsel braucht %4). Bringen Sie sie mit den wenigsten Zügen zum Ziel: Diese Zahl ist ihr Par.</translation>
    </message>
    <message>
        <source>Today&apos;s challenge is the same for everyone who chooses this board and level today.</source>
        <translation>Die heutige Herausforderung ist dieselbe für alle, die heute dieses Brett und diese Stufe wählen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: a position exactly %Ln move(s) from the goal (the whole puzzle takes %2).</source>
        <translation>
            <numerusform>%1: eine Stellung genau %Ln Zug vom Ziel entfernt (das ganze Rätsel braucht %2).</numerusform>
            <numerusform>%1: eine Stellung genau %Ln Züge vom Ziel entfernt (das ganze Rätsel braucht %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::CustomPuzzleDialog</name>
    <message>
        <source>&amp;Goal is the mirror of the start</source>
        <translation>&amp;Ziel ist das Spiegelbild des Starts</translation>
    </message>
    <message>
        <source>Custom puzzle</source>
        <translation>Eigenes Rätsel</translation>
    </message>
    <message>
        <source>Classic: any peg steps, or jumps pegs of either colour, either way</source>
        <translation>Klassisch: Jeder Stift rückt oder springt über Stifte beider Farben, in beide Richtungen</translation>
    </message>
    <message>
        <source>Strict: blue only right, red only left, jumps over the other colour only</source>
        <translation>Streng: Blau nur nach rechts, Rot nur nach links, Sprünge nur über die andere Farbe</translation>
    </message>
    <message numerus="yes">
        <source> peg(s) at most</source>
        <translation>
            <numerusform> Stift höchstens</numerusform>
            <numerusform> Stifte höchstens</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Holes in the row:</source>
        <translation>&amp;Löcher in der Reihe:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Jumps over up to:</source>
        <translation>&amp;Sprünge über bis zu:</translation>
    </message>
    <message>
        <source>Click a hole to cycle it: empty, blue, red.</source>
        <translation>Klicken Sie ein Loch an, um es zu wechseln: leer, blau, rot.</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Hole %1</source>
        <translation>Loch %1</translation>
    </message>
    <message>
        <source>Checking with the exact search...</source>
        <translation>Prüfung mit der exakten Suche...</translation>
    </message>
    <message>
        <source>The exact search cannot tell within its limits: %1.</source>
        <translation>Die exakte Suche kann es innerhalb ihrer Grenzen nicht entscheiden: %1.</translation>
    </message>
    <message>
        <source>Unsolvable: no sequence of moves leads from this start to this goal under these rules (the exact search tried every position the start can reach).</source>
        <translation>Unlösbar: Keine Zugfolge führt unter diesen Regeln von diesem Start zu diesem Ziel (die exakte Suche hat jede Stellung versucht, die der Start erreichen kann).</translation>
    </message>
    <message>
        <source>The start is already the goal: draw a different goal.</source>
        <translation>Der Start ist schon das Ziel: Zeichnen Sie ein anderes Ziel.</translation>
    </message>
    <message>
        <source>in exactly one optimal way</source>
        <translation>auf genau eine optimale Weise</translation>
    </message>
    <message>
        <source>in %1 different optimal ways</source>
        <translation>auf %1 verschiedene optimale Weisen</translation>
    </message>
    <message numerus="yes">
        <source>Solvable: %Ln move(s) at best, %1.</source>
        <translation>
            <numerusform>Lösbar: bestenfalls %Ln Zug, %1.</numerusform>
            <numerusform>Lösbar: bestenfalls %Ln Züge, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>blauer Stift</translation>
    </message>
    <message>
        <source>red peg</source>
        <translation>roter Stift</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Start, hole %1: %2</source>
        <translation>Start, Loch %1: %2</translation>
    </message>
    <message>
        <source>Goal, hole %1: %2</source>
        <translation>Ziel, Loch %1: %2</translation>
    </message>
    <message>
        <source>Unsolvable. %1</source>
        <translation>Unlösbar. %1</translation>
    </message>
    <message>
        <source>Not a puzzle yet. %1</source>
        <translation>Noch kein Rätsel. %1</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ExportDialog</name>
    <message>
        <source>&amp;Browse...</source>
        <translation>Durch&amp;suchen...</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message numerus="yes">
        <source>My game (%n move(s))</source>
        <translation>
            <numerusform>Mein Spiel (%n Zug)</numerusform>
            <numerusform>Mein Spiel (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>An optimal solution</source>
        <translation>Eine optimale Lösung</translation>
    </message>
    <message>
        <source>number </source>
        <translation>Nummer </translation>
    </message>
    <message>
        <source>Optimal solutions are numbered in the order leapfrog-cli solve --solution K uses.</source>
        <translation>Optimale Lösungen sind in der Reihenfolge nummeriert, die leapfrog-cli solve --solution K verwendet.</translation>
    </message>
    <message>
        <source>PDF: a strip of boards, one per move</source>
        <translation>PDF: ein Streifen von Brettern, eines je Zug</translation>
    </message>
    <message>
        <source>SVG: a picture of the board</source>
        <translation>SVG: ein Bild des Bretts</translation>
    </message>
    <message>
        <source>PNG: a picture of the board</source>
        <translation>PNG: ein Bild des Bretts</translation>
    </message>
    <message>
        <source>GIF: an animation, one frame per move</source>
        <translation>GIF: eine Animation, ein Bild je Zug</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> ms a move</source>
        <translation> ms je Zug</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>&amp;Was:</translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation>&amp;Form:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Pace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Export cancelled: no file was written.</source>
        <translation>Export abgebrochen: Es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Nothing was exported: %1</source>
        <translation>Nichts wurde exportiert: %1</translation>
    </message>
    <message>
        <source>The solution was not found within the time allowed, so nothing was exported (%1).</source>
        <translation>Die Lösung wurde nicht in der erlaubten Zeit gefunden, daher wurde nichts exportiert (%1).</translation>
    </message>
    <message>
        <source>Your game has no moves yet: play some, or export an optimal solution.</source>
        <translation>Ihr Spiel hat noch keine Züge: Spielen Sie einige, oder exportieren Sie eine optimale Lösung.</translation>
    </message>
    <message>
        <source>This board has no solution to export.</source>
        <translation>Dieses Brett hat keine Lösung zum Exportieren.</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Wählen Sie eine Datei zum Schreiben.</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Saved a strip of %n board(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>Ein Streifen mit %n Brett, dem Start und jedem Zug, wurde in %1 gespeichert.</numerusform>
            <numerusform>Ein Streifen mit %n Brettern, dem Start und jedem Zug, wurde in %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved an animation of %n frame(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>Eine Animation mit %n Bild, dem Start und jedem Zug, wurde in %1 gespeichert.</numerusform>
            <numerusform>Eine Animation mit %n Bildern, dem Start und jedem Zug, wurde in %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved a picture of the board after move %1 to %2.</source>
        <translation>Ein Bild des Bretts nach Zug %1 wurde in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Saved a picture of the board at the start to %1.</source>
        <translation>Ein Bild des Bretts beim Start wurde in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Your game has no moves yet: play some first.</source>
        <translation>Ihr Spiel hat noch keine Züge: Spielen Sie zuerst ein paar.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::FamilyListModel</name>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation>✓ ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Fewest possible</source>
        <translation>Wenigste möglich</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>Sprünge</translation>
    </message>
    <message>
        <source>%1 (fewest %2)</source>
        <translation>%1 (am wenigsten %2)</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::GameIdDialog</name>
    <message>
        <source>Enter game ID</source>
        <translation>Spiel-ID eingeben</translation>
    </message>
    <message>
        <source>A game ID names a board and its start, as in classic:3@BB_BRRR (or a board alone, as in strict:4x3):</source>
        <translation>Eine Spiel-ID nennt ein Brett und seinen Start, etwa classic:3@BB_BRRR (oder nur ein Brett, etwa strict:4x3):</translation>
    </message>
    <message>
        <source>%1 Write a board, then @ and one letter a hole (B blue, R red, _ empty), as in classic:3@BB_BRRR.</source>
        <translation>%1 Schreiben Sie ein Brett, dann @ und einen Buchstaben je Loch (B blau, R rot, _ leer), etwa classic:3@BB_BRRR.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::GameModel</name>
    <message>
        <source>Analysing the board…</source>
        <translation>Das Brett wird analysiert…</translation>
    </message>
    <message>
        <source>Every move is judged exactly.</source>
        <translation>Jeder Zug wird exakt bewertet.</translation>
    </message>
    <message>
        <source>No sequence of moves reaches the goal on this board: try another size.</source>
        <translation>Auf diesem Brett erreicht keine Zugfolge das Ziel: Versuchen Sie eine andere Größe.</translation>
    </message>
    <message>
        <source>Verdicts are unavailable: %1. Only each move&apos;s kind is shown.</source>
        <translation>Bewertungen sind nicht verfügbar: %1. Nur die Art jedes Zuges wird gezeigt.</translation>
    </message>
    <message>
        <source>This board is too large for a table of verdicts: moves are judged by Yancey&apos;s criteria while the game is optimal; after a slip, exact search judges each move in the background.</source>
        <translation>Dieses Brett ist zu groß für eine Bewertungstabelle: Solange das Spiel optimal ist, werden Züge nach Yanceys Kriterien bewertet; nach einem Fehler bewertet exakte Suche jeden Zug im Hintergrund.</translation>
    </message>
    <message>
        <source>This board is too large for a table of verdicts: exact search judges each move in the background.</source>
        <translation>Dieses Brett ist zu groß für eine Bewertungstabelle: Exakte Suche bewertet jeden Zug im Hintergrund.</translation>
    </message>
    <message>
        <source>This board is too large for exact verdicts: moves are judged by Yancey&apos;s criteria while the game is optimal; after a slip, only each move&apos;s kind is shown.</source>
        <translation>Dieses Brett ist zu groß für exakte Bewertungen: Solange das Spiel optimal ist, werden Züge nach Yanceys Kriterien bewertet; nach einem Fehler wird nur die Art jedes Zuges gezeigt.</translation>
    </message>
    <message>
        <source>Verdicts are unavailable for this size: only each move&apos;s kind is shown. Hint and Play solution ask exact search, and beyond its reach follow the papers&apos; construction.</source>
        <translation>Für diese Größe sind keine Bewertungen verfügbar: Nur die Art jedes Zuges wird gezeigt. Tipp und Lösung abspielen fragen die exakte Suche und folgen jenseits ihrer Reichweite der Konstruktion aus den Veröffentlichungen.</translation>
    </message>
    <message>
        <source>Verdicts are unavailable for this size: only each move&apos;s kind is shown.</source>
        <translation>Für diese Größe sind keine Bewertungen verfügbar: Nur die Art jedes Zuges wird gezeigt.</translation>
    </message>
    <message>
        <source>The game is solved: there is nothing left to show.</source>
        <translation>Das Spiel ist gelöst: Es gibt nichts mehr zu zeigen.</translation>
    </message>
    <message>
        <source>No peg can move: undo a move first.</source>
        <translation>Kein Stift kann ziehen: Nehmen Sie zuerst einen Zug zurück.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::InvestigationChart</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>Sprünge</translation>
    </message>
    <message>
        <source>Formula: n² + 2n moves</source>
        <translation>Formel: n² + 2n Züge</translation>
    </message>
    <message>
        <source>Formula: 2n + 1 moves</source>
        <translation>Formel: 2n + 1 Züge</translation>
    </message>
    <message>
        <source>Formula: 2n slides</source>
        <translation>Formel: 2n Schritte</translation>
    </message>
    <message>
        <source>Formula: n + 1 slides</source>
        <translation>Formel: n + 1 Schritte</translation>
    </message>
    <message>
        <source>Formula: n² jumps</source>
        <translation>Formel: n² Sprünge</translation>
    </message>
    <message>
        <source>Formula: n jumps</source>
        <translation>Formel: n Sprünge</translation>
    </message>
    <message>
        <source>The engine&apos;s minimum</source>
        <translation>Das Minimum des Programms</translation>
    </message>
    <message>
        <source>n blue pegs, m = n red</source>
        <translation>n blaue Stifte, m = n rote</translation>
    </message>
    <message>
        <source>n blue pegs, m = 1 red</source>
        <translation>n blaue Stifte, m = 1 roter</translation>
    </message>
    <message>
        <source>N of each colour (pairs:N)</source>
        <translation>N je Farbe (pairs:N)</translation>
    </message>
    <message>
        <source>K pegs an arm (y:K)</source>
        <translation>K Stifte je Arm (y:K)</translation>
    </message>
    <message>
        <source>Filled points: your own games; hollow points: revealed by the program.</source>
        <translation>Gefüllte Punkte: Ihre eigenen Spiele; hohle Punkte: vom Programm aufgedeckt.</translation>
    </message>
    <message>
        <source>Dashed, darker: the fewest moves the engine finds.</source>
        <translation>Gestrichelt, dunkler: die wenigsten Züge, die die Suche findet.</translation>
    </message>
    <message>
        <source>Dashed, darker, the formula: n·m + n + m = n² + 2n moves, of which n² jumps and 2n slides.</source>
        <translation>Gestrichelt, dunkler, die Formel: n·m + n + m = n² + 2n Züge, davon n² Sprünge und 2n Schritte.</translation>
    </message>
    <message>
        <source>Dashed, darker, the formula: n·m + n + m = 2n + 1 moves, of which n jumps and n + 1 slides.</source>
        <translation>Gestrichelt, dunkler, die Formel: n·m + n + m = 2n + 1 Züge, davon n Sprünge und n + 1 Schritte.</translation>
    </message>
    <message>
        <source>Its moves match every point shown.</source>
        <translation>Die Züge der Formel stimmen mit jedem gezeigten Punkt überein.</translation>
    </message>
    <message>
        <source>Solve a board of this sheet (%1 to %2), or reveal one, and its point shows here.</source>
        <translation>Lösen Sie ein Brett dieses Blatts (%1 bis %2) oder decken Sie eines auf, und sein Punkt erscheint hier.</translation>
    </message>
    <message>
        <source>This plot shows the boards with as many red pegs as blue (%1 to %2, the table&apos;s diagonal): solve one, or reveal one, and its point shows here.</source>
        <translation>Dieses Diagramm zeigt die Bretter mit gleich vielen roten wie blauen Stiften (%1 bis %2, die Diagonale der Tabelle): Lösen Sie eines oder decken Sie eines auf, und sein Punkt erscheint hier.</translation>
    </message>
    <message>
        <source>This plot shows the boards with one red peg (%1 to %2, the table&apos;s first column): solve one, or reveal one, and its point shows here.</source>
        <translation>Dieses Diagramm zeigt die Bretter mit einem roten Stift (%1 bis %2, die erste Spalte der Tabelle): Lösen Sie eines oder decken Sie eines auf, und sein Punkt erscheint hier.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::InvestigationWindow</name>
    <message>
        <source>Each cell: the fewest moves found (✓ when no fewer are possible), then slides / jumps. n blue pegs down, m red pegs across. %1</source>
        <translation>Jede Zelle: die wenigsten gefundenen Züge (✓, wenn nicht weniger möglich sind), dann Schritte / Sprünge. n blaue Stifte nach unten, m rote Stifte nach rechts. %1</translation>
    </message>
    <message>
        <source>pairs:N: N pegs of each colour, moved two at a time into the two holes. %1</source>
        <translation>pairs:N: N Stifte je Farbe, je zwei auf einmal in die zwei Löcher gezogen. %1</translation>
    </message>
    <message>
        <source>y:K: three arms of K pegs round an empty centre. y:%1 to y:%2 take minutes the first time; Cancel stops them. %3</source>
        <translation>y:K: drei Arme mit K Stiften um eine leere Mitte. y:%1 bis y:%2 brauchen beim ersten Mal Minuten; Abbrechen hält sie an. %3</translation>
    </message>
    <message>
        <source>Investigate: frogs and toads</source>
        <translation>Untersuchen: Frösche und Kröten</translation>
    </message>
    <message>
        <source>Reveal &amp;cell</source>
        <translation>&amp;Zelle aufdecken</translation>
    </message>
    <message>
        <source>Shows the fewest moves, slides and jumps of the chosen board.</source>
        <translation>Zeigt die wenigsten Züge, Schritte und Sprünge des gewählten Bretts.</translation>
    </message>
    <message>
        <source>Reveal ro&amp;w</source>
        <translation>Zei&amp;le aufdecken</translation>
    </message>
    <message>
        <source>Shows every board of the chosen row (the same number of blue pegs).</source>
        <translation>Zeigt jedes Brett der gewählten Zeile (dieselbe Zahl blauer Stifte).</translation>
    </message>
    <message>
        <source>Reveal &amp;all</source>
        <translation>&amp;Alle aufdecken</translation>
    </message>
    <message>
        <source>Shows every board of this sheet.</source>
        <translation>Zeigt jedes Brett dieses Blatts.</translation>
    </message>
    <message>
        <source>&amp;Hide revealed</source>
        <translation>Aufgedecktes &amp;verbergen</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copies this sheet as a table, for a spreadsheet or a document.</source>
        <translation>Kopiert dieses Blatt als Tabelle, für eine Tabellenkalkulation oder ein Dokument.</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>CSV &amp;exportieren...</translation>
    </message>
    <message>
        <source>Writes every board of every sheet to a CSV file, one row a board.</source>
        <translation>Schreibt jedes Brett jedes Blatts in eine CSV-Datei, eine Zeile je Brett.</translation>
    </message>
    <message>
        <source>&amp;Rows</source>
        <translation>&amp;Reihen</translation>
    </message>
    <message>
        <source>&amp;Pair shift</source>
        <translation>&amp;Paarverschiebung</translation>
    </message>
    <message>
        <source>&amp;Y boards</source>
        <translation>&amp;Y-Bretter</translation>
    </message>
    <message>
        <source>Balanced boards: m = n</source>
        <translation>Ausgeglichene Bretter: m = n</translation>
    </message>
    <message>
        <source>One red peg: m = 1</source>
        <translation>Ein roter Stift: m = 1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Working out %Ln board(s)…</source>
        <translation>
            <numerusform>%Ln Brett wird berechnet…</numerusform>
            <numerusform>%Ln Bretter werden berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <translation>%1: %2 %</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln move(s) deep</source>
        <translation>
            <numerusform>%1, %Ln Zug tief</numerusform>
            <numerusform>%1, %Ln Züge tief</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the boards not yet worked out are empty again.</source>
        <translation>Abgebrochen: Die noch nicht berechneten Bretter sind wieder leer.</translation>
    </message>
    <message>
        <source>A board was not worked out: %1</source>
        <translation>Ein Brett wurde nicht berechnet: %1</translation>
    </message>
    <message>
        <source>Show the &amp;formula</source>
        <translation>&amp;Formel zeigen</translation>
    </message>
    <message>
        <source>Show the engine&apos;s &amp;minima</source>
        <translation>&amp;Minima des Programms zeigen</translation>
    </message>
    <message>
        <source>Draws n·m + n + m moves, n·m jumps and n + m slides, dashed.</source>
        <translation>Zeichnet n·m + n + m Züge, n·m Sprünge und n + m Schritte, gestrichelt.</translation>
    </message>
    <message>
        <source>Draws the fewest moves the engine finds, dashed.</source>
        <translation>Zeichnet die wenigsten Züge, die das Programm findet, gestrichelt.</translation>
    </message>
    <message>
        <source>Reveal &amp;board</source>
        <translation>&amp;Brett aufdecken</translation>
    </message>
    <message numerus="yes">
        <source>Copied the %1 sheet: %Ln board(s), one a row.</source>
        <translation>
            <numerusform>Blatt %1 kopiert: %Ln Brett, eines je Zeile.</numerusform>
            <numerusform>Blatt %1 kopiert: %Ln Bretter, eines je Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the investigation as CSV</source>
        <translation>Die Untersuchung als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The table was not written to %1: %2.</source>
        <translation>Die Tabelle wurde nicht nach %1 geschrieben: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %Ln board(s) to %1.</source>
        <translation>
            <numerusform>%Ln Brett nach %1 geschrieben.</numerusform>
            <numerusform>%Ln Bretter nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Grey italics: revealed by the program, not solved by you; in brackets under or beside a slower game of yours: the fewest, revealed.</source>
        <translation>Graue Kursivschrift: vom Programm aufgedeckt, nicht von Ihnen gelöst; in Klammern unter oder neben einem langsameren Spiel von Ihnen: die wenigsten, aufgedeckt.</translation>
    </message>
    <message>
        <source>Empties every revealed cell of this sheet again, to start the class afresh; your own results stay.</source>
        <translation>Leert jede aufgedeckte Zelle dieses Blatts wieder, um mit der Klasse neu zu beginnen; Ihre eigenen Ergebnisse bleiben.</translation>
    </message>
    <message>
        <source>The revealed cells of this sheet are empty again; your own results stay.</source>
        <translation>Die aufgedeckten Zellen dieses Blatts sind wieder leer; Ihre eigenen Ergebnisse bleiben.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>frogs-and-toads</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>frösche-und-kröten</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::LanguageMenu</name>
    <message>
        <source>Leapfrog will follow the system&apos;s language from its next start.</source>
        <translation>Leapfrog folgt ab dem nächsten Start der Sprache des Systems.</translation>
    </message>
    <message>
        <source>Leapfrog will speak %1 from its next start.</source>
        <translation>Leapfrog spricht ab dem nächsten Start %1.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::MainWindow</name>
    <message>
        <source>The records could not be read</source>
        <translation>Die Rekorde konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>The records were set aside</source>
        <translation>Die Rekorde wurden beiseitegelegt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Play solution</source>
        <translation>&amp;Lösung abspielen</translation>
    </message>
    <message>
        <source>&amp;Watch a solution from the start</source>
        <translation>Eine Lösung von &amp;Anfang an ansehen</translation>
    </message>
    <message>
        <source>&amp;Compare with the best</source>
        <translation>Mit dem Besten &amp;vergleichen</translation>
    </message>
    <message>
        <source>Where your game first left every optimal solution, what it cost, and an optimal finish from just before it.</source>
        <translation>Wo Ihr Spiel zuerst jede optimale Lösung verlassen hat, was es gekostet hat, und eine optimale Lösung ab kurz davor.</translation>
    </message>
    <message>
        <source>Your own moves again from the start, each with its verdict.</source>
        <translation>Ihre eigenen Züge noch einmal von vorn, jeder mit seiner Bewertung.</translation>
    </message>
    <message>
        <source>A position of a row to take to the goal in the fewest moves, with its exact par.</source>
        <translation>Eine Stellung einer Reihe, die mit den wenigsten Zügen zum Ziel zu bringen ist, mit ihrem genauen Par.</translation>
    </message>
    <message>
        <source>Copies the name of this game&apos;s board and start, to give to someone else.</source>
        <translation>Kopiert den Namen von Brett und Start dieses Spiels, um ihn jemandem zu geben.</translation>
    </message>
    <message>
        <source>&amp;Enter game ID...</source>
        <translation>Spiel-&amp;ID eingeben...</translation>
    </message>
    <message>
        <source>Copied the game ID %1.</source>
        <translation>Spiel-ID %1 kopiert.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The file is no longer at %1: it was moved or deleted. It has been taken off the list.</source>
        <translation>Die Datei ist nicht mehr unter %1: Sie wurde verschoben oder gelöscht. Sie wurde aus der Liste entfernt.</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>Spei&amp;chern...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klassisch</translation>
    </message>
    <message>
        <source>&amp;Strict rules</source>
        <translation>&amp;Strenge Regeln</translation>
    </message>
    <message>
        <source>&amp;Pair shift</source>
        <translation>&amp;Paarverschiebung</translation>
    </message>
    <message>
        <source>Three-colour &amp;Y...</source>
        <translation>Dreifarbiges &amp;Y...</translation>
    </message>
    <message>
        <source>&amp;Branching board...</source>
        <translation>&amp;Verzweigtes Brett...</translation>
    </message>
    <message>
        <source>Several &amp;holes and long jumps</source>
        <translation>Mehrere &amp;Löcher und lange Sprünge</translation>
    </message>
    <message>
        <source>&amp;Dudeney&apos;s numbered frogs</source>
        <translation>&amp;Dudeneys nummerierte Frösche</translation>
    </message>
    <message>
        <source>&amp;Grid (two dimensions)</source>
        <translation>&amp;Gitter (zwei Dimensionen)</translation>
    </message>
    <message>
        <source>C&amp;ustom puzzle...</source>
        <translation>&amp;Eigenes Rätsel...</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>&amp;Goal marks</source>
        <translation>&amp;Zielmarken</translation>
    </message>
    <message>
        <source>Rings round the holes in the colour each must end with.</source>
        <translation>Ringe um die Löcher in der Farbe, mit der jedes enden muss.</translation>
    </message>
    <message>
        <source>Hole &amp;numbers</source>
        <translation>Loch&amp;nummern</translation>
    </message>
    <message>
        <source>N&amp;otation letters</source>
        <translation>N&amp;otationsbuchstaben</translation>
    </message>
    <message>
        <source>&amp;Coach: warn before improper moves</source>
        <translation>&amp;Trainer: vor ungünstigen Zügen warnen</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Sofort</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>S&amp;chnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>Brett ein&amp;passen</translation>
    </message>
    <message>
        <source>&amp;State space...</source>
        <translation>Zustands&amp;raum...</translation>
    </message>
    <message>
        <source>Moves and verdicts</source>
        <translation>Züge und Bewertungen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Investigate...</source>
        <translation>&amp;Untersuchen...</translation>
    </message>
    <message>
        <source>The frogs-and-toads investigation: a table of boards that fills in as you solve them, with a chart of the pattern.</source>
        <translation>Die Untersuchung „Frösche und Kröten“: eine Tabelle von Brettern, die sich füllt, während Sie sie lösen, mit einem Diagramm des Musters.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Einführung</translation>
    </message>
    <message>
        <source>A short guided game: the moves, and a move that costs.</source>
        <translation>Ein kurzes geführtes Spiel: die Züge und ein Zug, der kostet.</translation>
    </message>
    <message>
        <source>&amp;About Leapfrog</source>
        <translation>Ü&amp;ber Leapfrog</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Compare with the best</source>
        <translation>Mit dem Besten vergleichen</translation>
    </message>
    <message>
        <source>Compare with the best: no move of this game has left every optimal solution (as far as its moves are judged exactly).</source>
        <translation>Mit dem Besten vergleichen: Kein Zug dieses Spiels hat jede optimale Lösung verlassen (soweit seine Züge exakt bewertet werden).</translation>
    </message>
    <message>
        <source>The records were not saved</source>
        <translation>Die Rekorde wurden nicht gespeichert</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Zurück zu Ihrem Spiel.</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Ihr Spiel</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Close the solution</source>
        <translation>Lösung schließen</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>Änderungen speichern?</translation>
    </message>
    <message>
        <source>The game has changes that %1 does not have yet.</source>
        <translation>Das Spiel hat Änderungen, die %1 noch nicht hat.</translation>
    </message>
    <message>
        <source>Save them to %1 before quitting? The game stays in Leapfrog either way.</source>
        <translation>Vor dem Beenden in %1 speichern? Das Spiel bleibt so oder so in Leapfrog.</translation>
    </message>
    <message numerus="yes">
        <source>Back to the game you left: %1, %Ln move(s) in.</source>
        <translation>
            <numerusform>Zurück zum verlassenen Spiel: %1, nach %Ln Zug.</numerusform>
            <numerusform>Zurück zum verlassenen Spiel: %1, nach %Ln Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>On to the next game again: %1.</source>
        <translation>Wieder zum nächsten Spiel: %1.</translation>
    </message>
    <message>
        <source>New game: %1. Undo brings back the game you left.</source>
        <translation>Neues Spiel: %1. Rückgängig holt das verlassene Spiel zurück.</translation>
    </message>
    <message>
        <source>New game: %1.</source>
        <translation>Neues Spiel: %1.</translation>
    </message>
    <message>
        <source>No challenge</source>
        <translation>Keine Herausforderung</translation>
    </message>
    <message>
        <source>Setting a challenge…</source>
        <translation>Eine Herausforderung wird gestellt…</translation>
    </message>
    <message>
        <source>Today&apos;s %1 challenge</source>
        <translation>Heutige Herausforderung (%1)</translation>
    </message>
    <message>
        <source>A challenge at your distance</source>
        <translation>Eine Herausforderung in Ihrem Abstand</translation>
    </message>
    <message>
        <source>A %1 challenge</source>
        <translation>Eine Herausforderung (%1)</translation>
    </message>
    <message>
        <source>No game with that ID</source>
        <translation>Kein Spiel mit dieser ID</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>%1 konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Leapfrog games (*.json);;All files (*)</source>
        <translation>Leapfrog-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <source>Leapfrog games (*.json)</source>
        <translation>Leapfrog-Spiele (*.json)</translation>
    </message>
    <message>
        <source>About Leapfrog</source>
        <translation>Über Leapfrog</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Leapfrog %1&lt;/h3&gt;&lt;p&gt;The peg-jumping puzzles: frogs and toads, the shuttle puzzle, Brainbuster, shifting checkers.&lt;/p&gt;&lt;p&gt;Play them, watch optimal solutions, and learn why a move spoils optimality: every improper move is flagged with its reason, after M. Yancey&apos;s analysis of the Bradley-Thomas algorithm.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Leapfrog %1&lt;/h3&gt;&lt;p&gt;Die Steckspiel-Rätsel: Frösche und Kröten, das Shuttle-Puzzle, Brainbuster, Schiebedame.&lt;/p&gt;&lt;p&gt;Spielen Sie sie, sehen Sie optimale Lösungen an und lernen Sie, warum ein Zug die Optimalität verdirbt: Jeder ungünstige Zug wird mit seinem Grund markiert, nach M. Yanceys Analyse des Bradley-Thomas-Algorithmus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Moves: %1 / par %2</source>
        <translation>Züge: %1 / Par %2</translation>
    </message>
    <message>
        <source>Moves: %1 / minimum %2</source>
        <translation>Züge: %1 / Minimum %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Looking back at move %1 of %2</source>
        <translation>Rückblick auf Zug %1 von %2</translation>
    </message>
    <message>
        <source>The board as it was; it cannot be played. Esc returns to your game.</source>
        <translation>Das Brett, wie es war; es kann nicht gespielt werden. Esc kehrt zu Ihrem Spiel zurück.</translation>
    </message>
    <message>
        <source>Stuck: no peg can move</source>
        <translation>Festgefahren: Kein Stift kann ziehen</translation>
    </message>
    <message>
        <source>Under the strict rules pegs can block each other. Undo a move or two and try another way.</source>
        <translation>Nach den strengen Regeln können sich Stifte gegenseitig blockieren. Nehmen Sie einen oder zwei Züge zurück und versuchen Sie einen anderen Weg.</translation>
    </message>
    <message numerus="yes">
        <source>%1, par %Ln: take it to the goal in %Ln move(s). Game ID %2.</source>
        <translation>
            <numerusform>%1, Par %Ln: Bringen Sie es in %Ln Zug zum Ziel. Spiel-ID %2.</numerusform>
            <numerusform>%1, Par %Ln: Bringen Sie es in %Ln Zügen zum Ziel. Spiel-ID %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Res&amp;tart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Replay &amp;my game</source>
        <translation>Mein Spiel noch einmal abs&amp;pielen</translation>
    </message>
    <message>
        <source>Cha&amp;llenge...</source>
        <translation>&amp;Herausforderung...</translation>
    </message>
    <message>
        <source>Copy &amp;game ID</source>
        <translation>Spiel-ID k&amp;opieren</translation>
    </message>
    <message>
        <source>St&amp;atistics...</source>
        <translation>Statisti&amp;k...</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>The theme, the board&apos;s high contrast, the language and the view&apos;s options.</source>
        <translation>Das Farbschema, der hohe Kontrast des Bretts, die Sprache und die Ansichtsoptionen.</translation>
    </message>
    <message>
        <source>New challenge</source>
        <translation>Neue Herausforderung</translation>
    </message>
    <message>
        <source>Another challenge on this board, with a position of its own.</source>
        <translation>Eine weitere Herausforderung auf diesem Brett, mit einer eigenen Stellung.</translation>
    </message>
    <message>
        <source>Draws every position and every optimal solution: opening it counts as seeing the solution for this game.</source>
        <translation>Zeichnet jede Stellung und jede optimale Lösung: Wenn Sie ihn öffnen, gilt die Lösung dieses Spiels als gesehen.</translation>
    </message>
    <message>
        <source>Hide this panel (the View menu shows it again)</source>
        <translation>Diese Seitenleiste ausblenden (das Menü Ansicht zeigt sie wieder an)</translation>
    </message>
    <message>
        <source>The game stays open, not saved.</source>
        <translation>Das Spiel bleibt offen, nicht gespeichert.</translation>
    </message>
    <message>
        <source>None: every game is on a window</source>
        <translation>Keines: jedes Spiel ist in einem Fenster</translation>
    </message>
    <message>
        <source>The game in progress could not be kept for the next start: %1.</source>
        <translation>Das laufende Spiel konnte nicht für den nächsten Start aufbewahrt werden: %1.</translation>
    </message>
    <message>
        <source>That game is no longer there: another window took it.</source>
        <translation>Dieses Spiel ist nicht mehr da: ein anderes Fenster hat es übernommen.</translation>
    </message>
    <message>
        <source>Continuing %1.</source>
        <translation>%1 geht weiter.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s), %2</source>
        <translation>
            <numerusform>%1: %n Zug, %2</numerusform>
            <numerusform>%1: %n Züge, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that can no longer be read</source>
        <translation>Ein Spiel, das nicht mehr gelesen werden kann</translation>
    </message>
    <message>
        <source>Your settings were not saved: %1.</source>
        <translation>Ihre Einstellungen wurden nicht gespeichert: %1.</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Un&amp;finished games</source>
        <translation>Unferti&amp;ge Spiele</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) from other windows: Game &gt; Unfinished games.</source>
        <translation>
            <numerusform>%n weiteres unfertiges Spiel aus anderen Fenstern: Spiel &gt; Unfertige Spiele.</numerusform>
            <numerusform>%n weitere unfertige Spiele aus anderen Fenstern: Spiel &gt; Unfertige Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <source>The new language takes effect when Leapfrog next starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Leapfrog.</translation>
    </message>
    <message>
        <source>Va&amp;riant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::MoveListModel</name>
    <message>
        <source> (played by the shown solution)</source>
        <translation> (von der gezeigten Lösung gespielt)</translation>
    </message>
    <message>
        <source> (a hinted move)</source>
        <translation> (ein Zug nach Tipp)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Buchstabe</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>The move&apos;s letter in Yancey&apos;s notation: S and J a blue step and jump, s and j a red step and jump, each forward and (a jump) over the other colour; other moves have none.</source>
        <translation>Der Buchstabe des Zugs in Yanceys Notation: S und J ein blauer Schritt und Sprung, s und j ein roter Schritt und Sprung, jeweils vorwärts und (ein Sprung) über die andere Farbe; andere Züge haben keinen.</translation>
    </message>
    <message>
        <source>The move&apos;s number in your game, from the start.</source>
        <translation>Die Nummer des Zugs in Ihrem Spiel, vom Start an gezählt.</translation>
    </message>
    <message>
        <source>The move from hole to hole, the holes numbered from the left: 3-4 moves the peg in hole 3 to hole 4.</source>
        <translation>Der Zug von Loch zu Loch, die Löcher von links gezählt: 3-4 zieht den Stift in Loch 3 nach Loch 4.</translation>
    </message>
    <message>
        <source> A dot (·) means no letter: the move went backwards or jumped its own colour. The notation under the list (Notation: SJs...) is the letters of your moves in a row.</source>
        <translation> Ein Punkt (·) heißt kein Buchstabe: Der Zug ging rückwärts oder sprang über die eigene Farbe. Die Notation unter der Liste (Notation: SJs...) sind die Buchstaben Ihrer Züge hintereinander.</translation>
    </message>
    <message>
        <source>What the move did to your chances of the shortest solution: proper keeps a shortest solution open; improper makes every solution from here longer; +N moves says how much longer; best from here is the best move after an earlier slip.</source>
        <translation>Was der Zug für die kürzeste Lösung bedeutet: günstig lässt eine kürzeste Lösung offen; ungünstig macht jede Lösung von hier länger; +N Züge sagt, wie viel länger; ab hier am besten ist der beste Zug nach einem früheren Fehler.</translation>
    </message>
    <message>
        <source>%1: a shortest solution still passes through this move.</source>
        <translation>%1: Eine kürzeste Lösung führt noch durch diesen Zug.</translation>
    </message>
    <message>
        <source>%1: after this move no shortest solution is left; the puzzle now takes longer.</source>
        <translation>%1: Nach diesem Zug bleibt keine kürzeste Lösung; das Rätsel dauert jetzt länger.</translation>
    </message>
    <message>
        <source>%1: this move made the shortest solution from here that much longer.</source>
        <translation>%1: Dieser Zug hat die kürzeste Lösung von hier um so viel verlängert.</translation>
    </message>
    <message>
        <source>%1: after an earlier slip, this move lost nothing more.</source>
        <translation>%1: Nach einem früheren Fehler hat dieser Zug nichts weiter verloren.</translation>
    </message>
    <message>
        <source>· a move with no letter: a move backward or a jump over the same colour</source>
        <translation>· ein Zug ohne Buchstaben: ein Zug rückwärts oder ein Sprung über die eigene Farbe</translation>
    </message>
    <message>
        <source>A letter names the kind of move, not whether it was good: S a blue step forward, J a blue jump forward over red, s a red step forward, j a red jump forward over blue. A dot (·) marks any other move: a move backward or a jump over the same colour. The verdict beside it says whether the move was good.</source>
        <translation>Ein Buchstabe nennt die Art des Zuges, nicht ob er gut war: S ein blauer Schritt vorwärts, J ein blauer Sprung vorwärts über Rot, s ein roter Schritt vorwärts, j ein roter Sprung vorwärts über Blau. Ein Punkt (·) steht für jeden anderen Zug: einen Zug rückwärts oder einen Sprung über die eigene Farbe. Ob der Zug gut war, sagt die Bewertung daneben.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::OverviewStrip</name>
    <message>
        <source>The whole board: click or drag to go there.</source>
        <translation>Das ganze Brett: Klicken oder ziehen Sie, um dorthin zu gehen.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PlayController</name>
    <message>
        <source>No hint yet: the search stopped at its time limit. The panel offers to keep searching.</source>
        <translation>Noch kein Tipp: Die Suche hat an ihrem Zeitlimit angehalten. Die Leiste bietet an, weiterzusuchen.</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <source>Choice cancelled.</source>
        <translation>Auswahl abgebrochen.</translation>
    </message>
    <message>
        <source>Solved! Start a new game (Ctrl+N), or undo (Ctrl+Z) to look for a shorter way.</source>
        <translation>Gelöst! Beginnen Sie ein neues Spiel (Strg+N), oder nehmen Sie Züge zurück (Strg+Z), um einen kürzeren Weg zu suchen.</translation>
    </message>
    <message>
        <source>Hole %1 is empty: click a peg that can move into it.</source>
        <translation>Loch %1 ist leer: Klicken Sie einen Stift an, der hineinziehen kann.</translation>
    </message>
    <message>
        <source>No peg can move: undo (Ctrl+Z) and try another way.</source>
        <translation>Kein Stift kann ziehen: Nehmen Sie Züge zurück (Strg+Z) und versuchen Sie einen anderen Weg.</translation>
    </message>
    <message>
        <source>Pick the peg to shift with it: click a ringed peg (Esc cancels).</source>
        <translation>Wählen Sie den Stift, der mitgeschoben wird: Klicken Sie einen umringten Stift an (Esc bricht ab).</translation>
    </message>
    <message>
        <source>This peg can go to several holes: click a ringed hole (Esc cancels).</source>
        <translation>Dieser Stift kann in mehrere Löcher: Klicken Sie ein umringtes Loch an (Esc bricht ab).</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>No peg can move.</source>
        <translation>Kein Stift kann ziehen.</translation>
    </message>
    <message>
        <source>Already solved.</source>
        <translation>Schon gelöst.</translation>
    </message>
    <message>
        <source>Looking for the best move from here…</source>
        <translation>Der beste Zug von hier wird gesucht…</translation>
    </message>
    <message>
        <source>No hint: the goal cannot be reached from here. Undo a move or two.</source>
        <translation>Kein Tipp: Das Ziel ist von hier nicht erreichbar. Nehmen Sie einen oder zwei Züge zurück.</translation>
    </message>
    <message>
        <source>An exact search from here finds it on a shortest way to the goal.</source>
        <translation>Eine exakte Suche von hier findet ihn auf einem kürzesten Weg zum Ziel.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Coach: %1</source>
        <translation>Trainer: %1</translation>
    </message>
    <message>
        <source>Board, %1</source>
        <translation>Brett, %1</translation>
    </message>
    <message>
        <source>The pair moved at your first click: a peg with only one partner shifts at once.</source>
        <translation>Das Paar wurde schon beim ersten Klick verschoben: Ein Stift mit nur einem Partner wird sofort verschoben.</translation>
    </message>
    <message>
        <source>Solved! Take a new challenge from the banner, or undo (Ctrl+Z) to look for a shorter way.</source>
        <translation>Gelöst! Nehmen Sie über das Banner eine neue Herausforderung an, oder nehmen Sie Züge zurück (Strg+Z), um einen kürzeren Weg zu suchen.</translation>
    </message>
    <message>
        <source>Solved in the fewest moves! Take a new challenge from the banner.</source>
        <translation>Mit den wenigsten Zügen gelöst! Nehmen Sie im Banner eine neue Herausforderung.</translation>
    </message>
    <message>
        <source>Solved in the fewest moves! Start a new game (Ctrl+N).</source>
        <translation>Mit den wenigsten Zügen gelöst! Beginnen Sie ein neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <source>It takes back your last move, the one that lost the shortest finish: no other move leaves fewer moves to the goal. Undo (Ctrl+Z) takes it back without counting a move, and the game can again end in the fewest moves.</source>
        <translation>Er nimmt Ihren letzten Zug zurück, den Zug, mit dem das kürzeste Ende verloren ging: Nach keinem anderen Zug bleiben weniger Züge bis zum Ziel. Rückgängig (Strg+Z) nimmt ihn zurück, ohne einen Zug zu zählen, und das Spiel kann wieder mit den wenigsten Zügen enden.</translation>
    </message>
    <message>
        <source>It takes back your last move: no other move leaves fewer moves to the goal. Undo (Ctrl+Z) takes it back without counting a move.</source>
        <translation>Er nimmt Ihren letzten Zug zurück: Nach keinem anderen Zug bleiben weniger Züge bis zum Ziel. Rückgängig (Strg+Z) nimmt ihn zurück, ohne einen Zug zu zählen.</translation>
    </message>
    <message>
        <source>Peg %1 cannot move: %2.</source>
        <translation>Stift %1 kann sich nicht bewegen: %2.</translation>
    </message>
    <message>
        <source>Peg %1 cannot move now.</source>
        <translation>Stift %1 kann sich jetzt nicht bewegen.</translation>
    </message>
    <message>
        <source>Pick the peg to shift with it: choose a ringed peg with the arrow keys, then press Enter (Esc cancels).</source>
        <translation>Wählen Sie den Stift, der mitgeschoben wird: Wählen Sie einen umringten Stift mit den Pfeiltasten und drücken Sie die Eingabetaste (Esc bricht ab).</translation>
    </message>
    <message>
        <source>This peg can go to several holes: choose a ringed hole with the arrow keys, then press Enter (Esc cancels).</source>
        <translation>Dieser Stift kann in mehrere Löcher: Wählen Sie ein umringtes Loch mit den Pfeiltasten und drücken Sie die Eingabetaste (Esc bricht ab).</translation>
    </message>
    <message>
        <source>Hint: move %1. Press H again to make it.</source>
        <translation>Tipp: %1. Drücken Sie noch einmal H, um den Zug auszuführen.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) does better: it takes back your last move, the one that lost the shortest finish, without counting a move, and the game can again end in the fewest moves.</source>
        <translation>Rückgängig (Strg+Z) ist besser: Es nimmt Ihren letzten Zug zurück, den Zug, mit dem das kürzeste Ende verloren ging, ohne einen Zug zu zählen, und das Spiel kann wieder mit den wenigsten Zügen enden.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) does better: it takes back your last move without counting a move, so the game ends two moves sooner than with the hinted move.</source>
        <translation>Rückgängig (Strg+Z) ist besser: Es nimmt Ihren letzten Zug zurück, ohne einen Zug zu zählen, und das Spiel endet so zwei Züge früher als mit dem Tippzug.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PlayerBar</name>
    <message>
        <source>Continue from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Drag to any move of the solution</source>
        <translation>Ziehen Sie zu einem beliebigen Zug der Lösung</translation>
    </message>
    <message>
        <source>Move 1,000,000,000 of 1,000,000,000</source>
        <translation>Zug 1.000.000.000 von 1.000.000.000</translation>
    </message>
    <message>
        <source>Leave the solution at this move and go on by hand (or click a peg)</source>
        <translation>Die Lösung bei diesem Zug verlassen und von Hand weiterspielen (oder einen Stift anklicken)</translation>
    </message>
    <message>
        <source>Back to your game as it was (Esc)</source>
        <translation>Zurück zu Ihrem Spiel, wie es war (Esc)</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Der Start (Pos1)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Einen Zug zurück (Links)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>One move forward (Right, or H)</source>
        <translation>Einen Zug vor (Rechts oder H)</translation>
    </message>
    <message>
        <source>The goal (End)</source>
        <translation>Das Ziel (Ende)</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Start · %1 moves</source>
        <translation>Start · %1 Züge</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message numerus="yes">
        <source>Start · %Ln move(s)</source>
        <translation>
            <numerusform>Start · %Ln Zug</numerusform>
            <numerusform>Start · %Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the solution</source>
        <translation>Lösung schließen</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Der Start</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>Pace: from very slow (half a move a second) to fastest (100 moves a second)</source>
        <translation>Tempo: von sehr langsam (ein halber Zug pro Sekunde) bis am schnellsten (100 Züge pro Sekunde)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Move of the solution</source>
        <translation>Zug der Lösung</translation>
    </message>
    <message>
        <source>Play again from the start (Space)</source>
        <translation>Noch einmal von vorn abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Play from the start</source>
        <translation>Von vorn abspielen</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;High-contrast board</source>
        <translation>&amp;Hoher Kontrast fürs Brett</translation>
    </message>
    <message>
        <source>A black table, a white board, black holes and heavier outlines; the pegs keep their colours and letters.</source>
        <translation>Ein schwarzer Tisch, ein weißes Brett, schwarze Löcher und kräftigere Umrisse; die Stifte behalten ihre Farben und Buchstaben.</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Goal marks</source>
        <translation>&amp;Zielmarken</translation>
    </message>
    <message>
        <source>Hole &amp;numbers</source>
        <translation>Loch&amp;nummern</translation>
    </message>
    <message>
        <source>N&amp;otation letters</source>
        <translation>N&amp;otationsbuchstaben</translation>
    </message>
    <message>
        <source>&amp;Coach: warn before improper moves</source>
        <translation>&amp;Trainer: vor ungünstigen Zügen warnen</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>&amp;Memory for exact answers:</source>
        <translation>Speicher für &amp;genaue Antworten:</translation>
    </message>
    <message>
        <source>How much memory Leapfrog may use to work out statistics, the state space and the verdicts exactly. This computer can give %1 GiB (its memory or its memory limit, less a margin). Hints and the solution player keep a smaller share of their own, so that Leapfrog and the rest of the computer stay responsive.</source>
        <translation>Wie viel Speicher Leapfrog nutzen darf, um Statistik, Zustandsraum und Bewertungen genau zu berechnen. Dieser Computer kann %1 GiB geben (seinen Speicher oder seine Speichergrenze, abzüglich einer Reserve). Tipps und der Lösungsspieler behalten einen eigenen, kleineren Anteil, damit Leapfrog und der übrige Computer reaktionsschnell bleiben.</translation>
    </message>
    <message>
        <source>A new language takes effect when Leapfrog next starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Leapfrog.</translation>
    </message>
    <message>
        <source>This is a limit, not an amount taken: each answer takes only the memory its board needs.</source>
        <translation>Das ist eine Obergrenze, kein fester Verbrauch: Jede Antwort nimmt nur so viel Speicher, wie ihr Brett braucht.</translation>
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
        <translation>&amp;%1 %2 (fehlt)</translation>
    </message>
    <message>
        <source>%1 is no longer there: moved or deleted.</source>
        <translation>%1 ist nicht mehr da: verschoben oder gelöscht.</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecordBook</name>
    <message>
        <source>The records in %1 could not be read (%2); they are left as they are, and new records are not kept.</source>
        <translation>Die Rekorde in %1 konnten nicht gelesen werden (%2); sie bleiben, wie sie sind, und neue Rekorde werden nicht festgehalten.</translation>
    </message>
    <message>
        <source>The records file %1 is damaged (%2) and could not be set aside; new records are not kept until it is moved.</source>
        <translation>Die Rekorddatei %1 ist beschädigt (%2) und konnte nicht beiseitegelegt werden; neue Rekorde werden erst festgehalten, wenn sie verschoben ist.</translation>
    </message>
    <message>
        <source>The records file was damaged (%1): it was set aside as %2 and a new record book begun.</source>
        <translation>Die Rekorddatei war beschädigt (%1): Sie wurde als %2 beiseitegelegt und ein neues Rekordbuch begonnen.</translation>
    </message>
    <message>
        <source>The records could not be written to %1: %2.</source>
        <translation>Die Rekorde konnten nicht nach %1 geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>es ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>it is %1 MB, more than a record book holds</source>
        <translation>sie ist %1 MB groß, mehr als ein Rekordbuch fasst</translation>
    </message>
    <message>
        <source>Not recorded yet: %1. The records file could not be written; Leapfrog keeps the result and writes it with the next one.</source>
        <translation>Noch nicht gespeichert: %1. Die Rekorddatei konnte nicht geschrieben werden; Leapfrog behält das Ergebnis und schreibt es mit dem nächsten.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecordTable</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
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
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>The moves of your best result: less help first, then fewer moves, then less time.</source>
        <translation>Die Züge Ihres besten Ergebnisses: zuerst weniger Hilfe, dann weniger Züge, dann weniger Zeit.</translation>
    </message>
    <message>
        <source>Hints shown in your best result (since its game&apos;s start or its last restart).</source>
        <translation>Die in Ihrem besten Ergebnis gezeigten Tipps (seit dem Beginn seines Spiels oder dem letzten Neustart).</translation>
    </message>
    <message>
        <source>Whether your best result came after seeing the solution: played by the solution player, or shown in the state space.</source>
        <translation>Ob Ihr bestes Ergebnis nach dem Sehen der Lösung kam: vom Lösungsspieler vorgespielt oder im Zustandsraum gezeigt.</translation>
    </message>
    <message>
        <source>The time of your best result, from its first move to the goal.</source>
        <translation>Die Zeit Ihres besten Ergebnisses, vom ersten Zug bis zum Ziel.</translation>
    </message>
    <message>
        <source>Every time you brought this board to the goal without having seen its solution, hints or not: once per new game or restart (reaching the goal again after an undo is the same solve).</source>
        <translation>Jedes Mal, wenn Sie dieses Brett ans Ziel gebracht haben, ohne seine Lösung gesehen zu haben, mit oder ohne Tipps: einmal je neuem Spiel oder Neustart (nach einem Zurücknehmen erneut ans Ziel zu kommen, ist dieselbe Lösung).</translation>
    </message>
    <message>
        <source>Own solves</source>
        <translation>Eigene Lösungen</translation>
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
            <numerusform>%n roter Stift</numerusform>
            <numerusform>%n rote Stifte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue peg(s)</source>
        <translation>
            <numerusform>%n blauer Stift</numerusform>
            <numerusform>%n blaue Stifte</numerusform>
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
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Still looking for %1, for up to %2 more…</source>
        <translation>Suche weiter nach %1, noch bis zu %2…</translation>
    </message>
    <message>
        <source>The search for %1 stopped at its limit of %2: %3 It can go on for longer.</source>
        <translation>Die Suche nach %1 hat an ihrer Grenze von %2 angehalten: %3 Sie kann länger weitermachen.</translation>
    </message>
    <message>
        <source>The search for %1 failed: %2</source>
        <translation>Die Suche nach %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Looking for %1…</source>
        <translation>Suche nach %1…</translation>
    </message>
    <message>
        <source>The search for %1 was cancelled.</source>
        <translation>Die Suche nach %1 wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::Sharing</name>
    <message>
        <source>Nothing to print or copy: %1</source>
        <translation>Nichts zu drucken oder zu kopieren: %1</translation>
    </message>
    <message>
        <source>No optimal solution was found within the time allowed, so there is nothing to print.</source>
        <translation>In der erlaubten Zeit wurde keine optimale Lösung gefunden, daher gibt es nichts zu drucken.</translation>
    </message>
    <message>
        <source>Copies the position, the moves and their notation word, to paste anywhere.</source>
        <translation>Kopiert die Stellung, die Züge und ihr Notationswort, um sie überall einzufügen.</translation>
    </message>
    <message>
        <source>Prints the moves as a strip of small boards, one per move.</source>
        <translation>Druckt die Züge als Streifen kleiner Bretter, eines je Zug.</translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation>Dr&amp;uckvorschau...</translation>
    </message>
    <message>
        <source>Shows the printed pages before they are printed.</source>
        <translation>Zeigt die Druckseiten, bevor sie gedruckt werden.</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>E&amp;xportieren...</translation>
    </message>
    <message>
        <source>Saves the moves as a PDF, a picture (SVG, PNG) or an animation (GIF).</source>
        <translation>Speichert die Züge als PDF, als Bild (SVG, PNG) oder als Animation (GIF).</translation>
    </message>
    <message>
        <source>Print a &amp;worksheet...</source>
        <translation>Ein Arbeitsbla&amp;tt drucken...</translation>
    </message>
    <message>
        <source>Blank boards of 1 to 5 pegs a side and a table to fill in, for a class.</source>
        <translation>Leere Bretter mit 1 bis 5 Stiften je Seite und eine Tabelle zum Ausfüllen, für eine Klasse.</translation>
    </message>
    <message>
        <source>My game on %1</source>
        <translation>Mein Spiel auf %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %1 as text: the position, %n move(s) and their word.</source>
        <translation>
            <numerusform>%1 als Text kopiert: die Stellung, %n Zug und sein Wort.</numerusform>
            <numerusform>%1 als Text kopiert: die Stellung, %n Züge und ihr Wort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message numerus="yes">
        <source>Printed %1 on %n page(s).</source>
        <translation>
            <numerusform>%1 auf %n Seite gedruckt.</numerusform>
            <numerusform>%1 auf %n Seiten gedruckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <source>Print preview: a worksheet for a class</source>
        <translation>Druckvorschau: ein Arbeitsblatt für eine Klasse</translation>
    </message>
    <message>
        <source>Cannot print %1</source>
        <translation>%1 kann nicht gedruckt werden</translation>
    </message>
    <message>
        <source>Nothing was printed: %1</source>
        <translation>Es wurde nichts gedruckt: %1</translation>
    </message>
    <message>
        <source>The preview could not be drawn: %1</source>
        <translation>Die Vorschau konnte nicht gezeichnet werden: %1</translation>
    </message>
    <message>
        <source>Cop&amp;y as text</source>
        <translation>Als Text kopi&amp;eren</translation>
    </message>
    <message>
        <source>Pr&amp;int...</source>
        <translation>&amp;Drucken...</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SidePanel</name>
    <message>
        <source>a hint</source>
        <translation>einen Tipp</translation>
    </message>
    <message>
        <source>the verdicts</source>
        <translation>die Bewertungen</translation>
    </message>
    <message>
        <source>Click a move to see the board as it was after it; Esc returns to your game.</source>
        <translation>Klicken Sie einen Zug an, um das Brett zu sehen, wie es danach war; Esc kehrt zu Ihrem Spiel zurück.</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt;</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; · Ziel &lt;code&gt;%2&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Your game in review</source>
        <translation>Ihr Spiel im Rückblick</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>Looking back: the board as it was after this move. The arrow keys walk your moves; Esc or a click on the board returns to your game.</source>
        <translation>Rückblick: das Brett, wie es nach diesem Zug war. Die Pfeiltasten gehen durch Ihre Züge; Esc oder ein Klick auf das Brett kehrt zu Ihrem Spiel zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all your own.</source>
        <translation>
            <numerusform>%Ln Zug, ganz Ihr eigener.</numerusform>
            <numerusform>%Ln Züge, alle Ihre eigenen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move was a mistake.</source>
        <translation>Kein Zug war ein Fehler.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s) cost extra moves: they are flagged in the list below.</source>
        <translation>
            <numerusform>%Ln Zug kostete zusätzliche Züge: Er ist in der Liste unten markiert.</numerusform>
            <numerusform>%Ln Züge kosteten zusätzliche Züge: Sie sind in der Liste unten markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notation: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · par %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · Ziel &lt;code&gt;%2&lt;/code&gt; · Par %Ln Zug</numerusform>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · Ziel &lt;code&gt;%2&lt;/code&gt; · Par %Ln Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · minimum %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · Ziel &lt;code&gt;%2&lt;/code&gt; · Minimum %Ln Zug</numerusform>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · Ziel &lt;code&gt;%2&lt;/code&gt; · Minimum %Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>The reason behind this verdict, the terms it uses and where it comes from.</source>
        <translation>Der Grund für diese Bewertung, die Begriffe darin und woher er stammt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %Ln move(s) were your own.</source>
        <translation>
            <numerusform>%1 von %Ln Zug war Ihr eigener.</numerusform>
            <numerusform>%1 der %Ln Züge waren Ihre eigenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from hints.</source>
        <translation>
            <numerusform>%Ln kam von einem Tipp.</numerusform>
            <numerusform>%Ln kamen von Tipps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from the shown solution.</source>
        <translation>
            <numerusform>%Ln kam aus der gezeigten Lösung.</numerusform>
            <numerusform>%Ln kamen aus der gezeigten Lösung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you, but after seeing the solution.</source>
        <translation>
            <numerusform>%Ln Zug, von Ihnen gespielt, aber nachdem Sie die Lösung gesehen hatten.</numerusform>
            <numerusform>%Ln Züge, alle von Ihnen gespielt, aber nachdem Sie die Lösung gesehen hatten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you.</source>
        <translation>
            <numerusform>%Ln Zug, von Ihnen gespielt.</numerusform>
            <numerusform>%Ln Züge, alle von Ihnen gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You saw %Ln hint(s) on the way.</source>
        <translation>
            <numerusform>Unterwegs haben Sie %Ln Tipp gesehen.</numerusform>
            <numerusform>Unterwegs haben Sie %Ln Tipps gesehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <source>Move %1: frog %2 from hole %3 to hole %4</source>
        <translation>Zug %1: Frosch %2 von Loch %3 nach Loch %4</translation>
    </message>
    <message>
        <source>You saw the solution before the end.</source>
        <translation>Sie haben die Lösung vor dem Ende gesehen.</translation>
    </message>
    <message>
        <source>The reason behind this verdict</source>
        <translation>Die Begründung dieser Bewertung</translation>
    </message>
    <message>
        <source>Press H to make it (or Enter on the board), Esc to hide it.</source>
        <translation>Drücken Sie H, um ihn auszuführen (oder die Eingabetaste auf dem Brett), Esc, um ihn auszublenden.</translation>
    </message>
    <message numerus="yes">
        <source>1 of the %Ln move(s) was your own.</source>
        <translation>
            <numerusform>1 von %Ln Zug war Ihr eigener.</numerusform>
            <numerusform>1 der %Ln Züge war Ihr eigener.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeDialog</name>
    <message>
        <source>Three-colour Y board</source>
        <translation>Dreifarbiges Y-Brett</translation>
    </message>
    <message>
        <source>Branching board</source>
        <translation>Verzweigtes Brett</translation>
    </message>
    <message>
        <source>Dudeney&apos;s frogs</source>
        <translation>Dudeneys Frösche</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <source>Your own size</source>
        <translation>Ihre eigene Größe</translation>
    </message>
    <message>
        <source>&amp;Arm length:</source>
        <translation>&amp;Armlänge:</translation>
    </message>
    <message>
        <source>holes in each of the three arms</source>
        <translation>Löcher in jedem der drei Arme</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (line, left):</source>
        <translation>&amp;Blaue Stifte (Linie, links):</translation>
    </message>
    <message>
        <source>blue pegs</source>
        <translation>blaue Stifte</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;trunk:</source>
        <translation>Rote Stifte auf dem &amp;Stamm:</translation>
    </message>
    <message>
        <source>red pegs on the trunk</source>
        <translation>rote Stifte auf dem Stamm</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;upper arm:</source>
        <translation>Rote Stifte auf dem &amp;oberen Arm:</translation>
    </message>
    <message>
        <source>red pegs on the upper arm</source>
        <translation>rote Stifte auf dem oberen Arm</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;lower arm:</source>
        <translation>Rote Stifte auf dem &amp;unteren Arm:</translation>
    </message>
    <message>
        <source>red pegs on the lower arm</source>
        <translation>rote Stifte auf dem unteren Arm</translation>
    </message>
    <message>
        <source>&amp;Frogs:</source>
        <translation>&amp;Frösche:</translation>
    </message>
    <message>
        <source>frogs</source>
        <translation>Frösche</translation>
    </message>
    <message>
        <source>&amp;Size N (a board of 2N+1 by 2N+1):</source>
        <translation>&amp;Größe N (ein Brett von 2N+1 mal 2N+1):</translation>
    </message>
    <message>
        <source>the size N</source>
        <translation>die Größe N</translation>
    </message>
    <message>
        <source>&amp;Pegs of each colour:</source>
        <translation>&amp;Stifte je Farbe:</translation>
    </message>
    <message>
        <source>pegs of each colour</source>
        <translation>Stifte je Farbe</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (left):</source>
        <translation>&amp;Blaue Stifte (links):</translation>
    </message>
    <message>
        <source>&amp;Red pegs (right):</source>
        <translation>&amp;Rote Stifte (rechts):</translation>
    </message>
    <message>
        <source>red pegs</source>
        <translation>rote Stifte</translation>
    </message>
    <message>
        <source>Empty &amp;holes between:</source>
        <translation>Leere &amp;Löcher dazwischen:</translation>
    </message>
    <message>
        <source>empty holes</source>
        <translation>leere Löcher</translation>
    </message>
    <message>
        <source>&amp;Jumps over up to (pegs):</source>
        <translation>Spr&amp;ünge über bis zu (Stifte):</translation>
    </message>
    <message>
        <source>the jump length</source>
        <translation>die Sprunglänge</translation>
    </message>
    <message>
        <source>&amp;Strict rules: blue only right, red only left, jumps over the other colour only</source>
        <translation>S&amp;trenge Regeln: Blau nur nach rechts, Rot nur nach links, Sprünge nur über die andere Farbe</translation>
    </message>
    <message>
        <source>Too few blue pegs: %1 blue must outnumber the %2 red on the two arms, so that the empty hole ends on the line, left of the branching point.</source>
        <translation>Zu wenige blaue Stifte: %1 blaue müssen die %2 roten auf den zwei Armen übertreffen, damit das leere Loch auf der Linie endet, links vom Verzweigungspunkt.</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 pegs of each colour.</source>
        <translation>%1: %2 Löcher, %3 Stifte je Farbe.</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 numbered frogs.</source>
        <translation>%1: %2 Löcher, %3 nummerierte Frösche.</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 blue and %4 red pegs.</source>
        <translation>%1: %2 Löcher, %3 blaue und %4 rote Stifte.</translation>
    </message>
    <message>
        <source>A board this long scrolls.</source>
        <translation>Ein so langes Brett wird gescrollt.</translation>
    </message>
    <message numerus="yes">
        <source>Too long to draw whole here (%Ln holes): the game shows it at a playable size.</source>
        <translation>
            <numerusform>Zu lang, um hier ganz gezeichnet zu werden (%Ln Loch): Das Spiel zeigt es in spielbarer Größe.</numerusform>
            <numerusform>Zu lang, um hier ganz gezeichnet zu werden (%Ln Löcher): Das Spiel zeigt es in spielbarer Größe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeMenu</name>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Eigene...</translation>
    </message>
    <message>
        <source>%1 (no solution)</source>
        <translation>%1 (keine Lösung)</translation>
    </message>
    <message>
        <source>Solved; your best is %1.</source>
        <translation>Gelöst; Ihr Bestwert ist %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s))</source>
        <translation>
            <numerusform>%1 (Ihr Bestwert: %Ln Zug)</numerusform>
            <numerusform>%1 (Ihr Bestwert: %Ln Züge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s), with hints)</source>
        <translation>
            <numerusform>%1 (Ihr Bestwert: %Ln Zug, mit Tipps)</numerusform>
            <numerusform>%1 (Ihr Bestwert: %Ln Züge, mit Tipps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionListView</name>
    <message>
        <source>Letter</source>
        <translation>Buchstabe</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>The solution&apos;s moves</source>
        <translation>Die Züge der Lösung</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>Tipp</translation>
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
        <translation>Züge</translation>
    </message>
    <message>
        <source>Click a letter or a move to go there. Space plays and pauses, the arrows step, Esc goes back to your game.</source>
        <translation>Klicken Sie einen Buchstaben oder einen Zug an, um dorthin zu gehen. Die Leertaste spielt ab und hält an, die Pfeile gehen schrittweise, Esc kehrt zu Ihrem Spiel zurück.</translation>
    </message>
    <message>
        <source>Your game, move by move</source>
        <translation>Ihr Spiel, Zug für Zug</translation>
    </message>
    <message>
        <source>Your own moves again, each with its verdict in the list. Space plays and pauses; Esc returns to your game as it was.</source>
        <translation>Ihre eigenen Züge noch einmal, jeder mit seiner Bewertung in der Liste. Die Leertaste spielt ab und hält an; Esc kehrt zu Ihrem Spiel zurück, wie es war.</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>Lösung %1 von %2</translation>
    </message>
    <message>
        <source>An optimal solution</source>
        <translation>Eine optimale Lösung</translation>
    </message>
    <message numerus="yes">
        <source>Your first %Ln move(s) are on this optimal solution; it goes on from there. From published constructions.</source>
        <translation>
            <numerusform>Ihr erster Zug liegt auf dieser optimalen Lösung; sie geht von dort weiter. Sie stammt aus veröffentlichten Konstruktionen.</numerusform>
            <numerusform>Ihre ersten %Ln Züge liegen auf dieser optimalen Lösung; sie geht von dort weiter. Sie stammt aus veröffentlichten Konstruktionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>From published constructions that give every optimal solution of this board.</source>
        <translation>Sie stammt aus veröffentlichten Konstruktionen, die jede optimale Lösung dieses Bretts liefern.</translation>
    </message>
    <message>
        <source>Its label in Zhu and Wang&apos;s numbering: %1.</source>
        <translation>Seine Nummer in der Zählung von Zhu und Wang: %1.</translation>
    </message>
    <message>
        <source>Found by exact search.</source>
        <translation>Gefunden durch exakte Suche.</translation>
    </message>
    <message>
        <source>Zhu and Wang&apos;s construction. This board is beyond exact search: how many optimal solutions it has, and this one&apos;s place among them, are not known.</source>
        <translation>Konstruktion von Zhu und Wang. Dieses Brett liegt jenseits der exakten Suche: Wie viele optimale Lösungen es hat und welchen Platz diese darunter einnimmt, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>%1 (%2 digits): %3</source>
        <translation>%1 (%2 Stellen): %3</translation>
    </message>
    <message>
        <source>Optimal solutions</source>
        <translation>Optimale Lösungen</translation>
    </message>
    <message>
        <source>This one</source>
        <translation>Diese</translation>
    </message>
    <message>
        <source>Its label</source>
        <translation>Ihre Nummer</translation>
    </message>
    <message>
        <source>Click a move in the list to go there. Space plays and pauses, the arrows step, Esc goes back to your game.</source>
        <translation>Klicken Sie einen Zug in der Liste an, um dorthin zu gehen. Die Leertaste spielt ab und hält an, die Pfeile gehen schrittweise, Esc kehrt zu Ihrem Spiel zurück.</translation>
    </message>
    <message>
        <source>This optimal solution starts differently from your game: it begins with %1, where you played %2. From published constructions.</source>
        <translation>Diese optimale Lösung beginnt anders als Ihr Spiel: mit %1, wo Sie %2 gezogen haben. Sie stammt aus veröffentlichten Konstruktionen.</translation>
    </message>
    <message numerus="yes">
        <source>This optimal solution follows your first %Ln move(s), then plays %1 where you played %2. From published constructions.</source>
        <translation>
            <numerusform>Diese optimale Lösung folgt Ihrem ersten Zug und spielt dann %1, wo Sie %2 gezogen haben. Sie stammt aus veröffentlichten Konstruktionen.</numerusform>
            <numerusform>Diese optimale Lösung folgt Ihren ersten %Ln Zügen und spielt dann %1, wo Sie %2 gezogen haben. Sie stammt aus veröffentlichten Konstruktionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimal solutions from here</source>
        <translation>Optimale Lösungen ab hier</translation>
    </message>
    <message>
        <source>Notation (your game&apos;s moves underlined)</source>
        <translation>Notation (die Züge Ihres Spiels unterstrichen)</translation>
    </message>
    <message numerus="yes">
        <source>The optimal solution(s) from move %1 on, found by exact search; your own moves come first.</source>
        <translation>
            <numerusform>Die optimale Lösung ab Zug %1, gefunden durch exakte Suche; Ihre eigenen Züge kommen zuerst.</numerusform>
            <numerusform>Die optimalen Lösungen ab Zug %1, gefunden durch exakte Suche; Ihre eigenen Züge kommen zuerst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPicker</name>
    <message>
        <source>The solution before this one</source>
        <translation>Die Lösung vor dieser</translation>
    </message>
    <message>
        <source>The next solution</source>
        <translation>Die nächste Lösung</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Choose solutions by their rank in Leapfrog&apos;s order, or by their label in Zhu and Wang&apos;s numbering</source>
        <translation>Lösungen nach ihrem Rang in Leapfrogs Reihenfolge wählen oder nach ihrer Nummer in der Zählung von Zhu und Wang</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Zhu and Wang&apos;s construction</source>
        <translation>Konstruktion von Zhu und Wang</translation>
    </message>
    <message>
        <source>of an unknown number</source>
        <translation>von unbekannter Anzahl</translation>
    </message>
    <message>
        <source>This board is beyond exact search: how many optimal solutions it has is not known.</source>
        <translation>Dieses Brett liegt jenseits der exakten Suche: Wie viele optimale Lösungen es hat, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>Label %1 (solution %2): type a label and press Enter</source>
        <translation>Nummer %1 (Lösung %2): Geben Sie eine Nummer ein und drücken Sie die Eingabetaste</translation>
    </message>
    <message>
        <source>Type a solution&apos;s number and press Enter</source>
        <translation>Geben Sie die Nummer einer Lösung ein und drücken Sie die Eingabetaste</translation>
    </message>
    <message>
        <source>(one of %1)</source>
        <translation>(eine von %1)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>there is no solution %1: choose 1 to %2</source>
        <translation>Es gibt keine Lösung %1: Wählen Sie 1 bis %2</translation>
    </message>
    <message>
        <source>?</source>
        <comment>the place of the one solution shown among an unknown number of them</comment>
        <translation>?</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation>
            <numerusform>%n Stelle</numerusform>
            <numerusform>%n Stellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) from here in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>%1 optimale Lösung ab hier insgesamt (%2; die Seitenleiste hat die ganze Zahl)</numerusform>
            <numerusform>%1 optimale Lösungen ab hier insgesamt (%2; die Seitenleiste hat die ganze Zahl)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>%1 optimale Lösung insgesamt (%2; die Seitenleiste hat die ganze Zahl)</numerusform>
            <numerusform>%1 optimale Lösungen insgesamt (%2; die Seitenleiste hat die ganze Zahl)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPlayer</name>
    <message>
        <source>Nothing to compare yet: make a move or two first.</source>
        <translation>Noch nichts zu vergleichen: Machen Sie zuerst einen oder zwei Züge.</translation>
    </message>
    <message>
        <source>Your game has not left the optimal solutions (as far as its moves are judged): nothing to compare.</source>
        <translation>Ihr Spiel hat die optimalen Lösungen nicht verlassen (soweit seine Züge bewertet werden): nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>after it the goal could no longer be reached</source>
        <translation>danach war das Ziel nicht mehr erreichbar</translation>
    </message>
    <message numerus="yes">
        <source>it cost %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>es kostete %Ln Zug über die kürzeste Lösung hinaus</numerusform>
            <numerusform>es kostete %Ln Züge über die kürzeste Lösung hinaus</numerusform>
        </translation>
    </message>
    <message>
        <source>Your game left every optimal solution at move %1, %2: %3. Below, from just before it, an optimal finish.</source>
        <translation>Ihr Spiel hat jede optimale Lösung bei Zug %1 verlassen, %2: %3. Unten, ab kurz davor, eine optimale Lösung.</translation>
    </message>
    <message>
        <source>Nothing to replay yet: make a move or two first.</source>
        <translation>Noch nichts abzuspielen: Machen Sie zuerst einen oder zwei Züge.</translation>
    </message>
    <message>
        <source>Preparing your game…</source>
        <translation>Ihr Spiel wird vorbereitet…</translation>
    </message>
    <message>
        <source>Looking for the optimal solutions…</source>
        <translation>Die optimalen Lösungen werden gesucht…</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here: undo a move or two.</source>
        <translation>Das Ziel ist von hier nicht erreichbar: Nehmen Sie einen oder zwei Züge zurück.</translation>
    </message>
    <message>
        <source>No optimal solution to show. %1</source>
        <translation>Keine optimale Lösung zu zeigen. %1</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Zurück zu Ihrem Spiel.</translation>
    </message>
    <message>
        <source>This is your own game: close the player (Esc) to return to it, or click a move in your list to look back at it.</source>
        <translation>Dies ist Ihr eigenes Spiel: Schließen Sie den Spieler (Esc), um dorthin zurückzukehren, oder klicken Sie einen Zug in Ihrer Liste an, um darauf zurückzublicken.</translation>
    </message>
    <message>
        <source>On this board the game can take over at most %1 moves of the solution at once: go back to move %2 or before.</source>
        <translation>Auf diesem Brett kann das Spiel höchstens %1 Züge der Lösung auf einmal übernehmen: Gehen Sie zurück zu Zug %2 oder davor.</translation>
    </message>
    <message>
        <source>Looking for solution %1…</source>
        <translation>Lösung %1 wird gesucht…</translation>
    </message>
    <message>
        <source>Preparing %1 moves…</source>
        <translation>%1 Züge werden vorbereitet…</translation>
    </message>
    <message>
        <source>Searching: %1 positions so far…</source>
        <translation>Suche: bisher %1 Stellungen…</translation>
    </message>
    <message>
        <source>No optimal solution to show: %1</source>
        <translation>Keine optimale Lösung zu zeigen: %1</translation>
    </message>
    <message>
        <source>The start of the solution: %1 moves to the goal.</source>
        <translation>Der Start der Lösung: %1 Züge bis zum Ziel.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>Zug %1 von %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>The start of the solution: %Ln move(s) to the goal.</source>
        <translation>
            <numerusform>Der Start der Lösung: %Ln Zug bis zum Ziel.</numerusform>
            <numerusform>Der Start der Lösung: %Ln Züge bis zum Ziel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the optimal solutions from here…</source>
        <translation>Die optimalen Lösungen ab hier werden gesucht…</translation>
    </message>
    <message>
        <source>Your game goes on from move %1; the shown moves are in italics in the move list.</source>
        <translation>Ihr Spiel geht ab Zug %1 weiter; die gezeigten Züge stehen kursiv in der Zugliste.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceDialog</name>
    <message>
        <source>State space</source>
        <translation>Zustandsraum</translation>
    </message>
    <message>
        <source>%1 a move of an optimal solution &amp;nbsp;&amp;nbsp; %2 an improper move: from a position on an optimal solution off every one &amp;nbsp;&amp;nbsp; %3 other moves &amp;nbsp;&amp;nbsp; %4 the game now&lt;br&gt;Hover a position for its distances; click it to take the game there (the fewest moves from here, undoable). Ctrl+wheel zooms.</source>
        <translation>%1 ein Zug einer optimalen Lösung &amp;nbsp;&amp;nbsp; %2 ein ungünstiger Zug: von einer Stellung auf einer optimalen Lösung weg von jeder &amp;nbsp;&amp;nbsp; %3 andere Züge &amp;nbsp;&amp;nbsp; %4 das Spiel jetzt&lt;br&gt;Zeigen Sie auf eine Stellung für ihre Abstände; ein Klick bringt das Spiel dorthin (die wenigsten Züge von hier, rücknehmbar). Strg+Mausrad zoomt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: too large for the state-space picture.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: zu groß für das Zustandsraumbild.</translation>
    </message>
    <message>
        <source>State space of %1</source>
        <translation>Zustandsraum von %1</translation>
    </message>
    <message>
        <source>The state-space picture draws boards of at most %1 holes and %2 positions; %3 has %4 holes. Choose a smaller board.</source>
        <translation>Das Zustandsraumbild zeichnet Bretter mit höchstens %1 Löchern und %2 Stellungen; %3 hat %4 Löcher. Wählen Sie ein kleineres Brett.</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>das Ziel ist nicht erreichbar</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 positions reachable from the start, in %3 columns by their distance from it; %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 vom Start erreichbare Stellungen, in %3 Spalten nach ihrem Abstand davon; %4.</translation>
    </message>
    <message numerus="yes">
        <source>the shortest solution takes %Ln move(s)</source>
        <translation>
            <numerusform>die kürzeste Lösung braucht %Ln Zug</numerusform>
            <numerusform>die kürzeste Lösung braucht %Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>This picture shows every optimal solution, so the game in the main window now counts as one whose solution you have seen: in the banner, the panel and your records.</source>
        <translation>Dieses Bild zeigt jede optimale Lösung, daher gilt das Spiel im Hauptfenster jetzt als eines, dessen Lösung Sie gesehen haben: im Banner, in der Seitenleiste und in Ihren Rekorden.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceView</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln Zug</numerusform>
            <numerusform>%Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>The start.</source>
        <translation>Der Start.</translation>
    </message>
    <message>
        <source>%1 from the start.</source>
        <translation>%1 vom Start.</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here.</source>
        <translation>Das Ziel ist von hier nicht erreichbar.</translation>
    </message>
    <message>
        <source>The goal.</source>
        <translation>Das Ziel.</translation>
    </message>
    <message>
        <source>%1 to the goal.</source>
        <translation>%1 bis zum Ziel.</translation>
    </message>
    <message>
        <source>On an optimal solution.</source>
        <translation>Auf einer optimalen Lösung.</translation>
    </message>
    <message>
        <source>Off every optimal solution.</source>
        <translation>Abseits jeder optimalen Lösung.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StatisticsDialog</name>
    <message>
        <source>No puzzle solved yet.</source>
        <translation>Noch kein Rätsel gelöst.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Zurücksetzen...</translation>
    </message>
    <message>
        <source>Reset the records?</source>
        <translation>Rekorde zurücksetzen?</translation>
    </message>
    <message>
        <source>Every best result and count will be emptied. This cannot be undone.</source>
        <translation>Jeder Bestwert und jede Zählung wird geleert. Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::TutorialCard</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <source>Skip tutorial</source>
        <translation>Einführung überspringen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>New to Leapfrog?</source>
        <translation>Neu bei Leapfrog?</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Take the 1-minute tutorial: you play a tiny puzzle and learn every move.</source>
        <translation>Machen Sie die Einführung (1 Minute): Sie spielen ein winziges Rätsel und lernen jeden Zug.</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::WordView</name>
    <message>
        <source>Reading the word…</source>
        <translation>Das Wort wird gelesen…</translation>
    </message>
    <message>
        <source>Move %1: %2. %3</source>
        <translation>Zug %1: %2. %3</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>Zug %1: %2 (%3)</translation>
    </message>
    <message>
        <source>The solution in notation</source>
        <translation>Die Lösung in Notation</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Export</name>
    <message numerus="yes">
        <source>costs %Ln move(s)</source>
        <translation>
            <numerusform>costs %Ln move</numerusform>
            <numerusform>costs %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>there is no board after move %1: the line has %n move(s)</source>
        <translation>
            <numerusform>there is no board after move %1: the line has %n move</numerusform>
            <numerusform>there is no board after move %1: the line has %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message numerus="yes">
        <source>a peg moves to an adjacent hole or jumps over up to %n peg(s); hole %1 is out of reach from hole %2</source>
        <translation>
            <numerusform>a peg moves to an adjacent hole or jumps over up to %n peg; hole %1 is out of reach from hole %2</numerusform>
            <numerusform>a peg moves to an adjacent hole or jumps over up to %n pegs; hole %1 is out of reach from hole %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Investigation</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln slide(s)</source>
        <translation>
            <numerusform>%Ln slide</numerusform>
            <numerusform>%Ln slides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln jump(s)</source>
        <translation>
            <numerusform>%Ln jump</numerusform>
            <numerusform>%Ln jumps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>, with a hint</numerusform>
            <numerusform>, with %Ln hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you solved it in %Ln move(s), the fewest possible</source>
        <translation>
            <numerusform>%1: you solved it in %Ln move, the fewest possible</numerusform>
            <numerusform>%1: you solved it in %Ln moves, the fewest possible</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlainVerdict</name>
    <message numerus="yes">
        <source>It costs %Ln move(s): the game can no longer end in the fewest moves.</source>
        <translation>
            <numerusform>It costs %Ln move: the game can no longer end in the fewest moves.</numerusform>
            <numerusform>It costs %Ln moves: the game can no longer end in the fewest moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It costs %Ln move(s) more than the best move here.</source>
        <translation>
            <numerusform>It costs %Ln move more than the best move here.</numerusform>
            <numerusform>It costs %Ln moves more than the best move here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message numerus="yes">
        <source>it costs %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>it costs %Ln move over the shortest finish</numerusform>
            <numerusform>it costs %Ln moves over the shortest finish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from here the best finish takes %Ln move(s); after this move %1</source>
        <translation>
            <numerusform>from here the best finish takes %Ln move; after this move %1</numerusform>
            <numerusform>from here the best finish takes %Ln moves; after this move %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordTexts</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>, with a hint</numerusform>
            <numerusform>, with %Ln hints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n blue peg(s) (B), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>The position &quot;%1&quot; has %n blue peg (B), and %2 has %3, as in %4.</numerusform>
            <numerusform>The position &quot;%1&quot; has %n blue pegs (B), and %2 has %3, as in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n red peg(s) (R), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>The position &quot;%1&quot; has %n red peg (R), and %2 has %3, as in %4.</numerusform>
            <numerusform>The position &quot;%1&quot; has %n red pegs (R), and %2 has %3, as in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n yellow peg(s) (Y), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>The position &quot;%1&quot; has %n yellow peg (Y), and %2 has %3, as in %4.</numerusform>
            <numerusform>The position &quot;%1&quot; has %n yellow pegs (Y), and %2 has %3, as in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n empty hole(s) (_), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>The position &quot;%1&quot; has %n empty hole (_), and %2 has %3, as in %4.</numerusform>
            <numerusform>The position &quot;%1&quot; has %n empty holes (_), and %2 has %3, as in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n &quot;%2&quot;, and %3 has %4, as in %5.</source>
        <translation>
            <numerusform>The position &quot;%1&quot; has %n &quot;%2&quot;, and %3 has %4, as in %5.</numerusform>
            <numerusform>The position &quot;%1&quot; has %n &quot;%2&quot;, and %3 has %4, as in %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n hole(s), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>The position &quot;%1&quot; has %n hole, and %2 has %3, as in %4.</numerusform>
            <numerusform>The position &quot;%1&quot; has %n holes, and %2 has %3, as in %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizePresets</name>
    <message numerus="yes">
        <source>Arms of %n hole(s)</source>
        <translation>
            <numerusform>Arms of %n hole</numerusform>
            <numerusform>Arms of %n holes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>Dudeney&apos;s frogs, %Ln frog(s)</source>
        <translation>
            <numerusform>Dudeney&apos;s frogs, %Ln frog</numerusform>
            <numerusform>Dudeney&apos;s frogs, %Ln frogs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it would cost %Ln move(s)</source>
        <translation>
            <numerusform>it would cost %Ln move</numerusform>
            <numerusform>it would cost %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hint(s)</source>
        <translation>
            <numerusform>a hint</numerusform>
            <numerusform>%Ln hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution and %1</source>
        <translation>
            <numerusform>Solved in %Ln move with the shown solution and %1</numerusform>
            <numerusform>Solved in %Ln moves with the shown solution and %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution</source>
        <translation>
            <numerusform>Solved in %Ln move with the shown solution</numerusform>
            <numerusform>Solved in %Ln moves with the shown solution</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1, after seeing the solution</source>
        <translation>
            <numerusform>Solved in %Ln move with %1, after seeing the solution</numerusform>
            <numerusform>Solved in %Ln moves with %1, after seeing the solution</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1</source>
        <translation>
            <numerusform>Solved in %Ln move with %1</numerusform>
            <numerusform>Solved in %Ln moves with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) after seeing the solution</source>
        <translation>
            <numerusform>Solved in %Ln move after seeing the solution</numerusform>
            <numerusform>Solved in %Ln moves after seeing the solution</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>Solved in %Ln move</numerusform>
            <numerusform>Solved in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): par</source>
        <translation>
            <numerusform>Solved in %Ln move: par</numerusform>
            <numerusform>Solved in %Ln moves: par</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over par (%2)</source>
        <translation>
            <numerusform>Solved in %Ln move: %1 over par (%2)</numerusform>
            <numerusform>Solved in %Ln moves: %1 over par (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): optimal</source>
        <translation>
            <numerusform>Solved in %Ln move: optimal</numerusform>
            <numerusform>Solved in %Ln moves: optimal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over the minimum of %2</source>
        <translation>
            <numerusform>Solved in %Ln move: %1 over the minimum of %2</numerusform>
            <numerusform>Solved in %Ln moves: %1 over the minimum of %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message numerus="yes">
        <source>It makes the puzzle %Ln move(s) longer.</source>
        <translation>
            <numerusform>It makes the puzzle %Ln move longer.</numerusform>
            <numerusform>It makes the puzzle %Ln moves longer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message numerus="yes">
        <source>+%Ln move(s)</source>
        <translation>
            <numerusform>+%Ln move</numerusform>
            <numerusform>+%Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ChallengeDialog</name>
    <message numerus="yes">
        <source>%1: a position exactly %Ln move(s) from the goal (the whole puzzle takes %2).</source>
        <translation>
            <numerusform>%1: a position exactly %Ln move from the goal (the whole puzzle takes %2).</numerusform>
            <numerusform>%1: a position exactly %Ln moves from the goal (the whole puzzle takes %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::CustomPuzzleDialog</name>
    <message numerus="yes">
        <source> peg(s) at most</source>
        <translation>
            <numerusform> peg at most</numerusform>
            <numerusform> pegs at most</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable: %Ln move(s) at best, %1.</source>
        <translation>
            <numerusform>Solvable: %Ln move at best, %1.</numerusform>
            <numerusform>Solvable: %Ln moves at best, %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ExportDialog</name>
    <message numerus="yes">
        <source>My game (%n move(s))</source>
        <translation>
            <numerusform>My game (%n move)</numerusform>
            <numerusform>My game (%n moves)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved a strip of %n board(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>Saved a strip of %n board, the start and each move, to %1.</numerusform>
            <numerusform>Saved a strip of %n boards, the start and each move, to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved an animation of %n frame(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>Saved an animation of %n frame, the start and each move, to %1.</numerusform>
            <numerusform>Saved an animation of %n frames, the start and each move, to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::InvestigationWindow</name>
    <message numerus="yes">
        <source>Working out %Ln board(s)…</source>
        <translation>
            <numerusform>Working out %Ln board…</numerusform>
            <numerusform>Working out %Ln boards…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln move(s) deep</source>
        <translation>
            <numerusform>%1, %Ln move deep</numerusform>
            <numerusform>%1, %Ln moves deep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the %1 sheet: %Ln board(s), one a row.</source>
        <translation>
            <numerusform>Copied the %1 sheet: %Ln board, one a row.</numerusform>
            <numerusform>Copied the %1 sheet: %Ln boards, one a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %Ln board(s) to %1.</source>
        <translation>
            <numerusform>Wrote %Ln board to %1.</numerusform>
            <numerusform>Wrote %Ln boards to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::MainWindow</name>
    <message numerus="yes">
        <source>Back to the game you left: %1, %Ln move(s) in.</source>
        <translation>
            <numerusform>Back to the game you left: %1, %Ln move in.</numerusform>
            <numerusform>Back to the game you left: %1, %Ln moves in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, par %Ln: take it to the goal in %Ln move(s). Game ID %2.</source>
        <translation>
            <numerusform>%1, par %Ln: take it to the goal in %Ln move. Game ID %2.</numerusform>
            <numerusform>%1, par %Ln: take it to the goal in %Ln moves. Game ID %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s), %2</source>
        <translation>
            <numerusform>%1: %n move, %2</numerusform>
            <numerusform>%1: %n moves, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) from other windows: Game &gt; Unfinished games.</source>
        <translation>
            <numerusform>%n more unfinished game from other windows: Game &gt; Unfinished games.</numerusform>
            <numerusform>%n more unfinished games from other windows: Game &gt; Unfinished games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PlayerBar</name>
    <message numerus="yes">
        <source>Start · %Ln move(s)</source>
        <translation>
            <numerusform>Start · %Ln move</numerusform>
            <numerusform>Start · %Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RowsGridModel</name>
    <message numerus="yes">
        <source>%n red peg(s)</source>
        <translation>
            <numerusform>%n red peg</numerusform>
            <numerusform>%n red pegs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue peg(s)</source>
        <translation>
            <numerusform>%n blue peg</numerusform>
            <numerusform>%n blue pegs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::Sharing</name>
    <message numerus="yes">
        <source>Copied %1 as text: the position, %n move(s) and their word.</source>
        <translation>
            <numerusform>Copied %1 as text: the position, %n move and their word.</numerusform>
            <numerusform>Copied %1 as text: the position, %n moves and their word.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed %1 on %n page(s).</source>
        <translation>
            <numerusform>Printed %1 on %n page.</numerusform>
            <numerusform>Printed %1 on %n pages.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SidePanel</name>
    <message numerus="yes">
        <source>%Ln move(s), all your own.</source>
        <translation>
            <numerusform>%Ln move, all your own.</numerusform>
            <numerusform>%Ln moves, all your own.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s) cost extra moves: they are flagged in the list below.</source>
        <translation>
            <numerusform>%Ln move cost extra moves: it is flagged in the list below.</numerusform>
            <numerusform>%Ln moves cost extra moves: they are flagged in the list below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · par %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · par %Ln move</numerusform>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · par %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · minimum %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · minimum %Ln move</numerusform>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · minimum %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %Ln move(s) were your own.</source>
        <translation>
            <numerusform>%1 of the %Ln move was your own.</numerusform>
            <numerusform>%1 of the %Ln moves were your own.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from hints.</source>
        <translation>
            <numerusform>%Ln came from a hint.</numerusform>
            <numerusform>%Ln came from hints.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from the shown solution.</source>
        <translation>
            <numerusform>%Ln came from the shown solution.</numerusform>
            <numerusform>%Ln came from the shown solution.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you, but after seeing the solution.</source>
        <translation>
            <numerusform>%Ln move, played by you, but after seeing the solution.</numerusform>
            <numerusform>%Ln moves, all played by you, but after seeing the solution.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you.</source>
        <translation>
            <numerusform>%Ln move, played by you.</numerusform>
            <numerusform>%Ln moves, all played by you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You saw %Ln hint(s) on the way.</source>
        <translation>
            <numerusform>You saw %Ln hint on the way.</numerusform>
            <numerusform>You saw %Ln hints on the way.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>1 of the %Ln move(s) was your own.</source>
        <translation>
            <numerusform>1 of the %Ln move was your own.</numerusform>
            <numerusform>1 of the %Ln moves was your own.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeDialog</name>
    <message numerus="yes">
        <source>Too long to draw whole here (%Ln holes): the game shows it at a playable size.</source>
        <translation>
            <numerusform>Too long to draw whole here (%Ln hole): the game shows it at a playable size.</numerusform>
            <numerusform>Too long to draw whole here (%Ln holes): the game shows it at a playable size.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeMenu</name>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s))</source>
        <translation>
            <numerusform>%1 (your best: %Ln move)</numerusform>
            <numerusform>%1 (your best: %Ln moves)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s), with hints)</source>
        <translation>
            <numerusform>%1 (your best: %Ln move, with hints)</numerusform>
            <numerusform>%1 (your best: %Ln moves, with hints)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPanel</name>
    <message numerus="yes">
        <source>Your first %Ln move(s) are on this optimal solution; it goes on from there. From published constructions.</source>
        <translation>
            <numerusform>Your first move is on this optimal solution; it goes on from there. From published constructions.</numerusform>
            <numerusform>Your first %Ln moves are on this optimal solution; it goes on from there. From published constructions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This optimal solution follows your first %Ln move(s), then plays %1 where you played %2. From published constructions.</source>
        <translation>
            <numerusform>This optimal solution follows your first move, then plays %1 where you played %2. From published constructions.</numerusform>
            <numerusform>This optimal solution follows your first %Ln moves, then plays %1 where you played %2. From published constructions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The optimal solution(s) from move %1 on, found by exact search; your own moves come first.</source>
        <translation>
            <numerusform>The optimal solution from move %1 on, found by exact search; your own moves come first.</numerusform>
            <numerusform>The optimal solutions from move %1 on, found by exact search; your own moves come first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPicker</name>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation>
            <numerusform>%n digit</numerusform>
            <numerusform>%n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) from here in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>%1 optimal solution from here in all (%2; the side panel has the whole number)</numerusform>
            <numerusform>%1 optimal solutions from here in all (%2; the side panel has the whole number)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>%1 optimal solution in all (%2; the side panel has the whole number)</numerusform>
            <numerusform>%1 optimal solutions in all (%2; the side panel has the whole number)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPlayer</name>
    <message numerus="yes">
        <source>it cost %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>it cost %Ln move over the shortest finish</numerusform>
            <numerusform>it cost %Ln moves over the shortest finish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The start of the solution: %Ln move(s) to the goal.</source>
        <translation>
            <numerusform>The start of the solution: %Ln move to the goal.</numerusform>
            <numerusform>The start of the solution: %Ln moves to the goal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceDialog</name>
    <message numerus="yes">
        <source>the shortest solution takes %Ln move(s)</source>
        <translation>
            <numerusform>the shortest solution takes %Ln move</numerusform>
            <numerusform>the shortest solution takes %Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceView</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
</context>
</TS>

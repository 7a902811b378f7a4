#pragma once
// Seed 004 (Yancey): the Bradley-Thomas move word (Theorem 1, balanced boards)
// and the unbalanced word (Theorem 11, N_R >= N_B, four parity cases), built
// directly as notation. Yancey's boards: N_B blue on the left, N_R red on the
// right, i.e. classic:N_B x N_R. Boards with more blue than red are the mirror
// image (mirror.h): the word of classic:N_R x N_B with the case swapped.
//
// All six printed words (two in Theorem 1, four in Theorem 11) are right as
// printed (tst_yancey replays every board up to 12 x 12 in both orientations);
// only the proof of Theorem 11 drops a letter ("S(prod J^2i s^(2i-1) S)" for
// the word's J^2i s j^(2i-1) S).
//
// Which solution a word is, and what "conjugate" is, settled by exhaustive
// search (tst_yancey):
//  * Every Yancey word starts with S, so it is the blue-first classic
//    solution of seed 000 (first_mover.h), move for move, and on boards where
//    both sides have two pegs or more it is solution 1 of 2 in the shared
//    lexicographic order. On classic:1xN it is solution F(N+1) of F(N+2).
//  * Definition 9 defines the conjugate as swapping the colours of all moves
//    ("the mirror solution reflected about the middle"): S <-> s, J <-> j. On a
//    balanced board that is the other optimal solution. On an unbalanced board
//    it is not a solution of the same board at all, but of the mirrored one
//    (classic:N_R x N_B).
//  * The other optimal solution of an unbalanced board (Theorem 12's
//    "conjugate") swaps the colour of every move except the |N_R - N_B| steps
//    of the majority colour in the middle: seed 000's stage 3, whose slides
//    are slide(r) for both first directions. With s = min(N_B, N_R) they are
//    the letters at 0-based positions s(s+3)/2 + k(s+1), k = 0..|N_R-N_B|-1
//    (stage 3 starts after the s(s+3)/2 moves of stages 1-2, and each of its
//    sections is one step and s jumps). This rule covers balanced boards too
//    (no kept letters) and maps the two iterative_move solutions onto each
//    other on every board, one-peg boards included.
//  * Reading a word backwards (time reversal combined with reflecting the
//    holes, colours kept, which maps start to goal on every board) also maps
//    solutions to solutions, but gives the other solution only when |N_R -
//    N_B| is odd: when it is even (balanced boards included) both optimal
//    words are palindromes.
#include "run_word.h"

namespace leapfrog {

// Theorem 1: the Bradley-Thomas word for classic:n (n >= 1).
RunWord bradleyThomasWord(int n);

// Theorem 11: classic:blue x red with 1 <= blue <= red (x = red - blue).
RunWord yanceyUnbalancedWord(int blue, int red);

// The blue-first word of classic:blue x red in either orientation: Theorem 1
// when balanced, Theorem 11 when red > blue, the mirrored Theorem 11 word
// when blue > red. That last one starts with s (it is the red-first solution
// there); its conjugate is the blue-first one.
RunWord yanceyWord(int blue, int red);

// The conjugate as settled above: every letter's case swapped except the
// middle steps of the majority colour. Precondition: `word` is one of the two
// iterative_move solutions of classic:blue x red (a Yancey word, or a classic
// construction's word); the result is the other.
RunWord conjugateWord(const RunWord& word, int blue, int red);

} // namespace leapfrog

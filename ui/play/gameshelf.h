#pragma once
// The games a player left for another: New, a Size or Variant choice, Open, a
// custom puzzle or a challenge replace the game on the board, and the replaced
// game is put on this shelf instead of being thrown away. Undo at the very
// start of a game takes the last one back, exactly as it was (history, undo
// cursor, whether a solution was shown, the file it came from); Redo goes
// forward again. So the game's history and the shelf are one line of undo,
// as Restart already is within a game.
#include "files/savefile.h"

#include <QString>

#include <vector>

namespace leapfrog::ui {

// What a file holds of a game: the history up to the undo cursor (a redo
// tail is not a change) and whether a solution was shown.
struct FileState {
    std::vector<HistoryEntry> history;
    bool solutionShown = false;
    friend bool operator==(const FileState&, const FileState&) = default;
};
FileState fileStateOf(const Game& game, bool solutionShown);

// A game off the board, with the file it was opened from or saved to (empty
// when none) and what it was when last read or written there.
struct ShelvedGame {
    SavedGame saved;
    QString file;
    FileState inFile;
};

class GameShelf {
public:
    // `replaced` leaves the board for a new game: kept when it holds any
    // history (a fresh start has nothing to lose). A new game also ends
    // whatever Redo could have come back to.
    void replace(ShelvedGame replaced);
    bool canGoBack() const { return !earlier_.empty(); }
    bool canGoForward() const { return !later_.empty(); }
    // The game before `current` (which is kept for goForward); canGoBack() first.
    ShelvedGame goBack(ShelvedGame current);
    // The game `current` came back from (which is kept for goBack); canGoForward() first.
    ShelvedGame goForward(ShelvedGame current);
    // A move played ends the way forward, as a move after Undo ends Redo.
    void dropForward() { later_.clear(); }
    std::size_t size() const { return earlier_.size() + later_.size(); }

private:
    std::vector<ShelvedGame> earlier_;
    std::vector<ShelvedGame> later_; // the next one last
};

// The game on the board and the shelf behind it, put aside whole while
// another plays on the board (the tutorial's lesson) and brought back as
// they were: Undo then returns to the game the player left before it, never
// to a board of the lesson.
struct GamesAside {
    ShelvedGame game;
    GameShelf shelf;
};

} // namespace leapfrog::ui

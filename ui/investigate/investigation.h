#pragma once
// The investigation's knowledge of every board of its sheets, for the table,
// the chart and the exports to share: the player's best games, read live from
// the record book, and the engine's answers for the boards the user chose to
// reveal. Answers are worked out off the GUI thread (background/), one board
// a task, so that cells fill in one by one and a long one (y:7) can be
// cancelled; a construction's answer (every classic row) is instant and
// given at once.
#include "boards.h"
#include "findings.h"

#include <QObject>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace leapfrog::ui {

class BackgroundWork;
class RecordBook;

class Investigation : public QObject {
    Q_OBJECT
public:
    explicit Investigation(const RecordBook* book, QObject* parent = nullptr);
    ~Investigation() override;

    // What the cell of `board` shows: the player's result if they solved it
    // (a shown solution is no solve), with the revealed answer beside it when
    // revealed and the game was not the fewest; else the revealed answer once
    // known; nullopt for a cell that stays empty.
    std::optional<Finding> finding(const SheetBoard& board) const;
    // Revealed, and its answer still being worked out.
    bool isPending(const SheetBoard& board) const;
    // The engine's answer, where worked out (revealed or not: the chart's
    // reference curve on the pair-shift and Y sheets uses it).
    std::optional<Answer> answer(const SheetBoard& board) const;

    // Reveals the boards: their cells show the engine's answers unless the
    // player solved them.
    void reveal(const std::vector<SheetBoard>& boards);
    // Empties the revealed cells of `sheet` again (the answers worked out
    // are kept).
    void hideRevealed(Sheet sheet);
    bool anyRevealed() const { return !revealed_.empty(); }
    // Whether a board of `sheet` is revealed (its Hide button has work to do).
    bool anyRevealed(Sheet sheet) const;
    // Whether every one of `boards` is revealed (a Reveal button with nothing
    // left to reveal is disabled).
    bool allRevealed(const std::vector<SheetBoard>& boards) const;
    // Works out the answers without revealing them.
    void workOut(const std::vector<SheetBoard>& boards);
    // Stops the answers being worked out; boards revealed but not answered
    // go back to empty.
    void cancel();
    // Boards whose answers are being worked out.
    int pendingCount() const { return static_cast<int>(queued_.size()); }
    BackgroundWork* work() const { return work_; }

Q_SIGNALS:
    // Something any cell shows may have changed.
    void changed();
    // A board's answer could not be worked out (out of budget, failed): `why`.
    void notWorkedOut(const QString& why);

private:
    void answered(const SheetBoard& board, const Answer& answer);
    void dropQueue();

    const RecordBook* book_;
    BackgroundWork* work_;
    std::map<SheetBoard, Answer> answers_;
    std::set<SheetBoard> revealed_;
    std::set<SheetBoard> queued_;
};

} // namespace leapfrog::ui

#pragma once
// The record book: for each variant and size (its spec, "classic:3"), the best
// result a player reached and how many games of it were solved. Kept as a
// JSON file (format name and version) in AppDataLocation, written whole or
// not at all (files/whole_file.h). Two windows share it: each result is added
// under a lock (QLockFile) to what the file holds then, so neither window's
// records overwrite the other's, and a record never goes down. A write that
// fails (a full disk, a read-only folder) leaves the file as it was and the
// result in memory, said so, and written with the next result.
// Nothing a player earned is lost to a bad file: a damaged
// book is set aside under a new name (never deleted or overwritten) and said
// so in a message, and a record of a spec this version cannot read is kept
// as it was and written back with the rest. Qt Core only, no widgets.
#include "words/solveresult.h"

#include <QDateTime>
#include <QJsonArray>
#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace leapfrog::ui {

struct SizeRecord {
    SolveResult best;
    // Times the player solved it: each attempt (a new game, or a Restart)
    // that reached the goal without a shown solution, hinted or not, counted
    // once (reaching the goal again after an undo is the same solve).
    int gamesSolved = 0;

    // The best is clean and optimal, so some game was: nothing beats it.
    bool solvedCleanlyAndOptimally() const { return best.clean() && best.optimal(); }
    // Solved by the player (a shown solution is recorded but is no solve).
    bool solved() const { return !best.solutionShown; }
};

class RecordBook : public QObject {
    Q_OBJECT
public:
    static constexpr int kVersion = 1;
    static const QString kFormat;
    static const QString kFileName;
    // No record book comes near it: a larger file is not read (nor written over).
    static constexpr qint64 kByteLimit = 16ll * 1024 * 1024;
    // How long a write waits for another window's (a lock held longer is a
    // hung window's: the write goes ahead, still whole).
    static constexpr int kLockWaitMs = 5000;

    // The player's book: AppDataLocation's records.json.
    explicit RecordBook(QObject* parent = nullptr);
    // The book in `folder` (tests point it at a temporary folder).
    explicit RecordBook(const QString& folder, QObject* parent = nullptr);

    QString path() const { return path_; }
    // Sorted by spec.
    const std::vector<SizeRecord>& records() const { return records_; }
    const SizeRecord* find(const std::string& spec) const;
    bool isEmpty() const { return records_.empty(); }

    // How a result stands against the best so far (words/solveresult.h).
    using Standing = RecordStanding;
    // Records a game brought to the goal. `newSolve` is false when the same
    // attempt reached the goal before (after an undo): its result may still
    // be the best, but it is not another solve.
    // The file is read again first (another window may have written), and
    // written whole after; wasWritten() says whether that write succeeded.
    Standing add(const SolveResult& result, bool newSolve = true);
    // Reads what another window wrote since, keeping this one's unwritten results.
    void refresh();
    // Whether the last add or reset reached the file.
    bool wasWritten() const { return written_; }
    // Empties the book (the file is written empty).
    void reset();

    // What went wrong when the book was read or last written, in sentences
    // (empty when nothing did); the window shows it once, then clears it.
    QString problem() const { return problem_; }
    void clearProblem() { problem_.clear(); }
    // Where a damaged file was set aside, empty when none was.
    QString setAsidePath() const { return setAside_; }

Q_SIGNALS:
    void changed();
    // A write failed; the records stay in memory for the next try.
    void writeFailed(const QString& problem);

private:
    struct Contents {
        std::vector<SizeRecord> records;
        QJsonArray unreadable;
    };
    void load();
    std::optional<Contents> readFile();
    static Contents readRecords(const QByteArray& bytes);
    void setAside(const QString& why);
    bool write();

    QString path_;
    std::vector<SizeRecord> records_;
    QJsonArray unreadable_; // records of specs this version cannot read, kept as they were
    QString problem_;
    QString setAside_;
    bool mayWrite_ = true; // false when the file there could not be read or set aside
    bool written_ = true;
    std::map<std::string, int> unwrittenSolves_; // solves counted here and not yet in the file
};

} // namespace leapfrog::ui

#pragma once
// Progress of the long commands (stats, count) on stderr, so that stdout stays
// what scripts read: the engine's reports (SearchProgress: phase, layer,
// positions done) with the rate and, where the total is known, the time left;
// at the end one summary line (time, peak memory, positions per second,
// threads). Shown when stderr is a terminal, or with --progress (then one
// line per layer, not redrawn, for a log file).
#include "search/control.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <chrono>
#include <cstdint>
#include <memory>

namespace leapfrog::cli {

// --progress: progress and the summary on stderr even when it is not a terminal.
QCommandLineOption progressOption();

class ProgressReport {
public:
    // `what`: the command as the summary names it ("stats classic:13").
    ProgressReport(const QCommandLineParser& parser, const QCommandLineOption& progress, QString what);

    // Whether progress is shown at all.
    bool shown() const { return mode_ != Mode::Off; }
    // `control` with its progress callback drawing here (unchanged when not shown).
    SearchControl attach(SearchControl control);
    // Clears the progress line and prints the summary; `positions`: the
    // positions the command settled (0: the engine's last report's);
    // `peakMemory`: the peak memory as text when this process's is not the
    // whole story (leapfrog-cluster's ranks), empty for this process's.
    void finish(std::uint64_t positions = 0, const QString& peakMemory = {});

private:
    enum class Mode { Off, Redrawn, Lines };
    struct Seen {
        std::uint64_t done = 0;
        int layer = -1;
        std::chrono::steady_clock::time_point lastLine{};
    };

    void draw(const SearchProgress& progress);

    Mode mode_ = Mode::Off;
    QString what_;
    std::chrono::steady_clock::time_point start_;
    std::shared_ptr<Seen> seen_ = std::make_shared<Seen>();
};

// "1 h 02 min", "3 min 05 s", "12.3 s".
QString durationText(double seconds);

} // namespace leapfrog::cli

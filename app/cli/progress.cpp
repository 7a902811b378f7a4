#include "progress.h"

#include "cli.h"
#include "construct/throughput.h"

#include <QTextStream>

#include <cmath>

#include <unistd.h>

namespace leapfrog::cli {

namespace {

// A log file (--progress without a terminal) gets a line per layer, and
// within a long layer one every so often.
constexpr std::chrono::seconds kLogEvery{30};

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

QString rateText(double perSecond)
{
    if (perSecond >= 1e6) {
        return QString::number(perSecond / 1e6, 'f', 1) + " M/s";
    }
    if (perSecond >= 1e3) {
        return QString::number(perSecond / 1e3, 'f', 1) + " k/s";
    }
    return QString::number(perSecond, 'f', 0) + "/s";
}

QTextStream& err()
{
    static QTextStream stream(stderr);
    return stream;
}

} // namespace

QString durationText(double seconds)
{
    const long long whole = std::llround(seconds);
    if (whole >= 3600) {
        return QString("%1 h %2 min").arg(whole / 3600).arg(whole % 3600 / 60, 2, 10, QChar('0'));
    }
    if (whole >= 60) {
        return QString("%1 min %2 s").arg(whole / 60).arg(whole % 60, 2, 10, QChar('0'));
    }
    return QString::number(seconds, 'f', 1) + " s";
}

QCommandLineOption progressOption()
{
    return QCommandLineOption("progress", "Show the route (the method that answers, chosen by counted "
                                          "positions and memory, never by time), progress (layer, positions done, "
                                          "rate, time left) and a summary line (time, peak memory, positions per second, threads) on stderr even "
                                          "when it is not a terminal; on a terminal they are always shown.");
}

ProgressReport::ProgressReport(const QCommandLineParser& parser, const QCommandLineOption& progress, QString what)
    : what_(std::move(what))
    , start_(std::chrono::steady_clock::now())
{
    if (isatty(STDERR_FILENO)) {
        mode_ = Mode::Redrawn;
    } else if (parser.isSet(progress)) {
        mode_ = Mode::Lines;
    }
}

SearchControl ProgressReport::attach(SearchControl control)
{
    if (shown()) {
        control.progress = [this](const SearchProgress& progress) { draw(progress); };
    }
    return control;
}

void ProgressReport::draw(const SearchProgress& progress)
{
    if (!progress.route.empty()) {
        // The method chosen, on a line of its own in both modes: the same on
        // an idle and a busy machine, since counted work chooses it.
        err() << (mode_ == Mode::Redrawn ? "\r\033[K" : "") << "route: " << QString::fromStdString(progress.route)
              << '\n';
        err().flush();
        return;
    }
    Seen& seen = *seen_;
    const auto now = std::chrono::steady_clock::now();
    const bool newLayer = progress.layer != seen.layer;
    seen.done = progress.done;
    seen.layer = progress.layer;
    if (mode_ == Mode::Lines && !newLayer && now - seen.lastLine < kLogEvery) {
        return;
    }
    seen.lastLine = now;
    const double elapsed = secondsSince(start_);
    const double rate = elapsed > 0 ? double(progress.done) / elapsed : 0;
    QString line = QString::fromStdString(progress.phase) + ": layer " + QString::number(progress.layer) + ", "
                   + QString::number(progress.done);
    if (progress.total > 0) {
        line += " of " + QString::number(progress.total) + " positions ("
                + QString::number(100.0 * double(progress.done) / double(progress.total), 'f', 1) + "%)";
    } else {
        line += " positions";
    }
    line += ", " + rateText(rate) + ", " + durationText(elapsed);
    if (progress.total > progress.done && rate > 0) {
        line += ", about " + durationText(double(progress.total - progress.done) / rate) + " left";
    }
    if (mode_ == Mode::Redrawn) {
        err() << "\r" << line << "\033[K";
    } else {
        err() << line << '\n';
    }
    err().flush();
}

void ProgressReport::finish(std::uint64_t positions, const QString& peakMemory)
{
    if (!shown()) {
        return;
    }
    if (mode_ == Mode::Redrawn) {
        err() << "\r\033[K";
    }
    const double elapsed = secondsSince(start_);
    const std::uint64_t settled = positions > 0 ? positions : seen_->done;
    err() << what_ << ": " << durationText(elapsed) << ", peak memory "
          << (peakMemory.isEmpty() ? QString::number(peakMemoryMiB(), 'f', 1) + " MiB" : peakMemory) << ", " << settled << " positions, "
          << rateText(elapsed > 0 ? double(settled) / elapsed : 0) << ", " << workerThreads()
          << (workerThreads() == 1 ? " thread" : " threads") << '\n';
    err().flush();
}

} // namespace leapfrog::cli

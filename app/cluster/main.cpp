// leapfrog-cluster: `stats` and `count` of leapfrog-cli, the same command
// lines, output and errors, run by every rank of an MPI job:
//     mpirun -np N leapfrog-cluster stats|count VARIANT [options] [--checkpoint DIR]
// Rank 0 prints; the other ranks' standard output and error are discarded
// (their own notes about checkpoints or a lost rank still reach stderr).
#include "cli.h"

#include "cluster/checkpoint.h"
#include "cluster/communicator.h"
#include "cluster/distributed_stats.h"
#include "cluster/first_rank_count.h"
#include "cluster/job_summary.h"
#include "search/machine_limits.h"

#include <QCoreApplication>

#include <mpi.h>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace {

using namespace leapfrog;

constexpr const char* kUsage = "usage: mpirun -np N leapfrog-cluster stats|count VARIANT [options] [--checkpoint DIR]\n"
                               "the options and output of leapfrog-cli stats and count; run "
                               "'leapfrog-cluster stats --help' for a command's options";

int notesFd = STDERR_FILENO; // stderr as it was given to this rank

// One line of this rank's own on the real stderr, whatever the rank.
void note(const std::string& text)
{
    const std::string line = "leapfrog-cluster: " + text + '\n';
    [[maybe_unused]] const ssize_t written = ::write(notesFd, line.data(), line.size());
}

// Ranks other than 0 print nothing of the command's: their stdout and
// stderr go to /dev/null, and their notes to a copy of stderr.
void quietenOtherRanks(int rank)
{
    if (rank == 0) {
        return;
    }
    notesFd = ::dup(STDERR_FILENO);
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    ::close(null);
}

QCommandLineOption checkpointOption()
{
    return QCommandLineOption("checkpoint",
                              "Write each rank's slice of the table to DIR after every layer, and resume from the "
                              "last layer every rank's file there is whole for.",
                              "DIR");
}

QCommandLineOption checkpointEveryOption()
{
    return QCommandLineOption("checkpoint-every",
                              "With --checkpoint: write the slices after every N-th layer (and the last) rather than "
                              "after every layer (default 1); a resumed job rebuilds at most N - 1 layers.",
                              "N", "1");
}

// --checkpoint-every's N; a clear error otherwise.
int checkpointEvery(const QCommandLineParser& parser)
{
    bool ok = false;
    const int every = parser.value("checkpoint-every").toInt(&ok);
    if (!ok || every < 1) {
        cli::badInput("bad --checkpoint-every \"" + parser.value("checkpoint-every")
                      + "\"; expected a whole number of layers from 1, e.g. 10");
    }
    return every;
}

// Whether leapfrog-cli would show progress and a summary (progress.h).
bool summaryShown(const QCommandLineParser& parser) { return parser.isSet("progress") || isatty(STDERR_FILENO); }

// Each rank's cap, and where it comes from when ranks share a machine.
QString rankCapText()
{
    QString text = QString::fromStdString(byteSizeText(cli::memoryCap()));
    if (cli::memoryShare() > 1) {
        text += ": " + QString::fromStdString(byteSizeText(cli::machineMemory())) + " shared by the "
                + QString::number(cli::memoryShare()) + " ranks on its machine";
    }
    return text;
}

QString clusterReach()
{
    return "leapfrog-cluster takes boards whose slice of the table (3 bits a position, the positions shared equally "
           "by the ranks) fits each rank's memory cap (" + rankCapText()
           + "): add machines (mpirun --hostfile), or give each machine more with --memory SIZE";
}

// Rank 0 looks at the checkpoint folder before the job starts, and every rank
// refuses alike when it cannot be one (only rank 0's line is seen).
void checkCheckpointFolder(cluster::Communicator& communicator, const QString& folder)
{
    std::string problem = communicator.rank() == 0 ? cluster::checkpointFolderProblem(folder.toStdString()) : "";
    communicator.broadcast(problem);
    if (!problem.empty()) {
        cli::badInput(QString::fromStdString(problem));
    }
}

// --checkpoint-every means nothing without --checkpoint.
void refuseLoneEvery(const QCommandLineParser& parser, const QCommandLineOption& checkpoint)
{
    if (parser.isSet("checkpoint-every") && !parser.isSet(checkpoint)) {
        cli::badInput("--checkpoint-every needs --checkpoint DIR, the folder the checkpoints go to");
    }
}

cli::StatsBackend clusterStats(cluster::Communicator& communicator, cluster::ClusterWork& work)
{
    const QCommandLineOption checkpoint = checkpointOption();
    const auto build = [&communicator, &work, checkpoint](const Variant& variant, const SearchControl& control,
                                                         const QCommandLineParser& parser) {
        refuseLoneEvery(parser, checkpoint);
        const int every = checkpointEvery(parser);
        if (parser.isSet(checkpoint)) {
            checkCheckpointFolder(communicator, parser.value(checkpoint));
        }
        const cluster::ClusterOptions options{parser.value(checkpoint).toStdString(), every, note};
        cli::StatsAnswer answer{cluster::distributedStats(variant, control, communicator, options, &work), false, {}};
        answer.peakMemory = QString::fromStdString(cluster::peakMemoryPerRank(communicator));
        // Between ranks only: one rank sends nothing, and says nothing of it.
        if (communicator.ranks() > 1) {
            const std::string traffic = cluster::trafficText(communicator, work);
            if (communicator.rank() == 0 && summaryShown(parser)) {
                note(traffic);
            }
        }
        return answer;
    };
    return {{checkpoint, checkpointEveryOption()}, build, clusterReach};
}

// With a summary shown: how the shared search's positions fell to the ranks.
void noteSharing(cluster::Communicator& communicator, const cluster::CountWork& work, const QCommandLineParser& parser)
{
    const std::vector<std::uint64_t> kept = communicator.gather(work.positionsKept);
    if (communicator.rank() != 0 || !summaryShown(parser)) {
        return;
    }
    std::string line = "the search's positions by rank:";
    for (std::size_t rank = 0; rank < kept.size(); ++rank) {
        line += (rank == 0 ? " " : ", ") + std::to_string(kept[rank]);
    }
    note(line);
}

cli::CountBackend clusterCount(cluster::Communicator& communicator)
{
    const QCommandLineOption checkpoint = checkpointOption();
    return {{checkpoint, checkpointEveryOption()}, [&communicator, checkpoint](const Variant& variant,
                                                                      const SearchControl& control,
                                                                      const QCommandLineParser& parser) {
                // Taken so that they are refused in words, not as unknown.
                if (parser.isSet(checkpoint) || parser.isSet("checkpoint-every")) {
                    cli::badInput("count takes no --checkpoint or --checkpoint-every: only stats writes "
                                  "checkpoints (a shared count is rebuilt from its start)");
                }
                cluster::CountWork work;
                OptimalCount counted = cluster::countOnCluster(variant, control, communicator, &work, note);
                if (work.shared) {
                    noteSharing(communicator, work, parser);
                }
                return counted;
            },
            [&communicator] { return QString::fromStdString(cluster::peakMemoryPerRank(communicator)); }};
}

int runCommand(const QStringList& arguments, cluster::Communicator& communicator, cluster::ClusterWork& work)
{
    if (arguments.size() < 2 || arguments[1] == "--help" || arguments[1] == "-h") {
        cli::print(kUsage);
        return arguments.size() < 2 ? cli::BadInput : cli::Success;
    }
    if (arguments[1] == "--version") {
        cli::print(QStringLiteral("leapfrog-cluster " LEAPFROG_VERSION));
        return cli::Success;
    }
    QStringList rest = arguments;
    rest.removeAt(1);
    rest[0] = "leapfrog-cluster " + arguments[1];
    if (arguments[1] == "stats") {
        return cli::runStatsWith(rest, clusterStats(communicator, work));
    }
    if (arguments[1] == "count") {
        return cli::runCountWith(rest, clusterCount(communicator));
    }
    cli::badInput("unknown command \"" + arguments[1] + "\"; expected one of: count, stats");
}

} // namespace

int main(int argc, char** argv)
{
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int status = cli::BadInput;
    {
        cluster::Communicator communicator;
        quietenOtherRanks(communicator.rank());
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName("leapfrog-cluster");
        QCoreApplication::setApplicationVersion(LEAPFROG_VERSION);
        cluster::ClusterWork work;
        // Ranks sharing a machine share its cores (--bind-to none) and its
        // memory (--memory, or the machine's, divided among them).
        cli::setDefaultThreads(communicator.defaultThreads(),
                               "the cores this rank may run on, at most its share of those of the ranks on its machine");
        cli::setMemoryShare(communicator.ranksOnMachine());
        try {
            status = cli::runReportingErrors("leapfrog-cluster",
                                             [&] { return runCommand(QCoreApplication::arguments(), communicator, work); });
        } catch (const std::exception& error) {
            // A lost rank, an unwritable checkpoint: this rank's line, then
            // the whole job ends (the others may wait in a collective).
            note("rank " + std::to_string(communicator.rank()) + ": " + error.what());
            MPI_Abort(MPI_COMM_WORLD, 3);
        }
    }
    MPI_Finalize();
    return status;
}

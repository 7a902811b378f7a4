#include "recordtable.h"

#include "model/errors.h"
#include "model/variant.h"
#include "play/dailychallenges.h"
#include "play/recordbook.h"
#include "words/recordtexts.h"
#include "words/texts.h"

#include <QLocale>
#include <QRegularExpression>

#include <limits>

namespace leapfrog::ui {

namespace {

// "classic:10" after "classic:9": every run of digits padded to one width.
QString sizeOrder(const std::string& spec)
{
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    QString key = QString::fromStdString(spec);
    QString padded;
    qsizetype from = 0;
    for (const QRegularExpressionMatch& match : digits.globalMatch(key)) {
        padded += key.mid(from, match.capturedStart() - from) + match.captured().rightJustified(8, QLatin1Char('0'));
        from = match.capturedEnd();
    }
    return padded + key.mid(from);
}

QString variantText(const std::string& spec)
{
    try {
        return gameTitle(Variant::parse(spec)); // the daily challenge's row marked so
    } catch (const InputError&) {
        return QString::fromStdString(spec); // the book keeps only specs that parse
    }
}

QString yesNo(bool yes) { return yes ? RecordTable::tr("Yes") : RecordTable::tr("No"); }

} // namespace

RecordTable::RecordTable(const RecordBook* book, QObject* parent)
    : QAbstractTableModel(parent)
    , book_(book)
{
    connect(book_, &RecordBook::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int RecordTable::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(book_->records().size());
}

int RecordTable::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RecordTable::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        return columnMeaning(section);
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Name: return tr("Variant");
    case Moves: return tr("Best");
    case Minimum: return tr("Minimum");
    case Optimal: return tr("Optimal");
    case Hints: return tr("Hints");
    case SolutionShown: return tr("Solution shown");
    case Time: return tr("Time");
    case Date: return tr("Date");
    // "Own", beside a best result that came with the solution shown: "Times
    // solved 0" there read as a contradiction (the sixth newcomer).
    case GamesSolved: return tr("Own solves");
    default: return {};
    }
}

// What each column counts, for its tooltip: the best result's columns are of
// that one game; Times solved counts every solve.
QString RecordTable::columnMeaning(int column)
{
    switch (column) {
    case Moves: return tr("The moves of your best result: less help first, then fewer moves, then less time.");
    case Hints: return tr("Hints shown in your best result (since its game's start or its last restart).");
    case SolutionShown:
        return tr("Whether your best result came after seeing the solution: played by the solution player, or "
                  "shown in the state space.");
    case Time: return tr("The time of your best result, from its first move to the goal.");
    case GamesSolved:
        return tr("Every time you brought this board to the goal without having seen its solution, hints or not: "
                  "once per new game or restart (reaching the goal again after an undo is the same solve).");
    default: return {};
    }
}

QVariant RecordTable::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    switch (role) {
    case Qt::DisplayRole: return display(index.row(), index.column());
    case kSortRole: return sortKey(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return index.column() == Name ? QVariant() : QVariant(Qt::AlignCenter);
    case Qt::ToolTipRole:
        if (index.column() == Name) {
            return QString::fromStdString(book_->records()[static_cast<std::size_t>(index.row())].best.spec);
        }
        return columnMeaning(index.column());
    default: return {};
    }
}

QVariant RecordTable::display(int row, int column) const
{
    const SizeRecord& record = book_->records()[static_cast<std::size_t>(row)];
    const SolveResult& best = record.best;
    switch (column) {
    case Name: return variantText(best.spec);
    case Moves: return countText(static_cast<std::uint64_t>(best.moves));
    case Minimum: return best.minimum ? countText(static_cast<std::uint64_t>(*best.minimum)) : QStringLiteral("—");
    case Optimal: return best.minimum ? yesNo(best.optimal()) : QStringLiteral("—");
    case Hints: return best.hints;
    case SolutionShown: return yesNo(best.solutionShown);
    case Time: return durationText(best.milliseconds);
    case Date: {
        // The day and the minute: seconds would only widen the table.
        const QDateTime local = best.when.toLocalTime();
        return QLocale().toString(local.date(), QLocale::ShortFormat) + QLatin1Char(' ')
               + QLocale().toString(local.time(), QStringLiteral("HH:mm"));
    }
    case GamesSolved: return record.gamesSolved;
    default: return {};
    }
}

QVariant RecordTable::sortKey(int row, int column) const
{
    const SizeRecord& record = book_->records()[static_cast<std::size_t>(row)];
    const SolveResult& best = record.best;
    switch (column) {
    case Name: return sizeOrder(best.spec);
    case Moves: return best.moves;
    case Minimum: return best.minimum.value_or(-1);
    case Optimal: return best.optimal();
    case Hints: return best.hints;
    case SolutionShown: return best.solutionShown;
    case Time: return best.milliseconds.value_or(std::numeric_limits<qint64>::max());
    case Date: return best.when;
    case GamesSolved: return record.gamesSolved;
    default: return {};
    }
}

} // namespace leapfrog::ui

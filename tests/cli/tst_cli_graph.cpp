// leapfrog-cli graph: the state graph in DOT, GraphML and JSON, read back by
// Qt's own XML and JSON readers and a line count, against the plain search of
// reference_graph.h (positions reachable from the start, moves between them,
// the optimal ones), never against hard-coded numbers.
#include "cli/cli_runner.h"
#include "core/reference_graph.h"
#include "model/rules.h"
#include "model/variant.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

#include <map>
#include <set>

using namespace leapfrog;
using leapfrog::testing::runCli;

namespace {

// What the graph of a variant must hold, from the reference.
struct Expected {
    std::set<std::string> positions;
    int moves = 0;
    std::set<std::string> optimalPositions;
    int optimalMoves = 0;
    std::map<std::string, int> fromStart;
    std::map<std::string, int> toGoal; // reachable goal only
};

Expected expectedFor(const Variant& variant)
{
    const reference::Graph graph = reference::build(variant);
    const int start = graph.index(variant.start());
    const std::vector<int> fromStart = graph.distancesFrom(start);
    const int minimum = graph.toGoal[static_cast<std::size_t>(start)];
    Expected expected;
    const auto optimal = [&](std::size_t p) {
        return minimum >= 0 && fromStart[p] >= 0 && graph.toGoal[p] >= 0 && fromStart[p] + graph.toGoal[p] == minimum;
    };
    for (std::size_t p = 0; p < graph.positions.size(); ++p) {
        if (fromStart[p] < 0) {
            continue;
        }
        const std::string text = graph.positions[p].text();
        expected.positions.insert(text);
        expected.fromStart[text] = fromStart[p];
        if (graph.toGoal[p] >= 0) {
            expected.toGoal[text] = graph.toGoal[p];
        }
        if (optimal(p)) {
            expected.optimalPositions.insert(text);
        }
        for (const auto& [move, q] : graph.successors[p]) {
            ++expected.moves;
            const auto qi = static_cast<std::size_t>(q);
            if (optimal(p) && optimal(qi) && fromStart[qi] == fromStart[p] + 1) {
                ++expected.optimalMoves;
            }
        }
    }
    return expected;
}

// A graph as read back: node positions and attributes, edges.
struct ReadGraph {
    std::map<QString, std::map<QString, QString>> nodes; // id -> attribute -> value
    std::vector<std::map<QString, QString>> edges;       // with "source", "target"
};

ReadGraph readGraphMl(const QString& text)
{
    ReadGraph read;
    QXmlStreamReader xml(text);
    std::map<QString, QString> keyNames; // key id -> attr.name
    QString node;
    std::map<QString, QString>* current = nullptr;
    bool sawRoot = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == u"graphml") {
            sawRoot = xml.namespaceUri() == u"http://graphml.graphdrawing.org/xmlns";
        } else if (name == u"key") {
            keyNames[xml.attributes().value("id").toString()] =
                xml.attributes().value("for").toString() + ':' + xml.attributes().value("attr.name").toString();
        } else if (name == u"node") {
            node = xml.attributes().value("id").toString();
            current = &read.nodes[node];
        } else if (name == u"edge") {
            read.edges.push_back({{"source", xml.attributes().value("source").toString()},
                                  {"target", xml.attributes().value("target").toString()}});
            current = &read.edges.back();
        } else if (name == u"data" && current) {
            const QString key = keyNames[xml.attributes().value("key").toString()];
            (*current)[key.section(':', 1)] = xml.readElementText();
        }
    }
    if (xml.hasError() || !sawRoot) {
        return {};
    }
    return read;
}

ReadGraph readJson(const QString& text)
{
    ReadGraph read;
    const QJsonObject root = QJsonDocument::fromJson(text.toUtf8()).object();
    if (root.value("directed") != QJsonValue(true)) {
        return {};
    }
    for (const QJsonValue node : root.value("nodes").toArray()) {
        auto& attributes = read.nodes[QString::number(node["id"].toInt())];
        for (const QString& key : node.toObject().keys()) {
            const QJsonValue value = node[key];
            attributes[key] = value.isBool() ? (value.toBool() ? "true" : "false")
                            : value.isDouble() ? QString::number(value.toInt())
                            : value.isNull() ? QString()
                                             : value.toString();
        }
    }
    for (const QJsonValue link : root.value("links").toArray()) {
        read.edges.push_back({{"source", QString::number(link["source"].toInt())},
                              {"target", QString::number(link["target"].toInt())},
                              {"move", link["move"].toString()},
                              {"optimal", link["optimal"].toBool() ? "true" : "false"}});
    }
    return read;
}

// The positions, the start and goal flags, distances and moves of a read
// graph against the reference.
void compare(const ReadGraph& read, const Variant& variant, const Expected& expected, bool optimalOnly)
{
    const std::set<std::string>& positions = optimalOnly ? expected.optimalPositions : expected.positions;
    QCOMPARE(read.nodes.size(), positions.size());
    QCOMPARE(static_cast<int>(read.edges.size()), optimalOnly ? expected.optimalMoves : expected.moves);
    int starts = 0;
    int goals = 0;
    std::set<std::string> seen;
    std::map<QString, std::string> positionOf;
    for (const auto& [id, attributes] : read.nodes) {
        const std::string position = attributes.at("position").toStdString();
        positionOf[id] = position;
        seen.insert(position);
        starts += attributes.at("start") == "true";
        goals += attributes.at("goal") == "true";
        QCOMPARE(attributes.at("start") == "true", position == variant.start().text());
        QCOMPARE(attributes.at("goal") == "true", position == variant.goal().text());
        QCOMPARE(attributes.at("from_start").toInt(), expected.fromStart.at(position));
        QCOMPARE(attributes.at("optimal") == "true", expected.optimalPositions.count(position) == 1);
        if (expected.toGoal.count(position)) {
            QCOMPARE(attributes.at("to_goal").toInt(), expected.toGoal.at(position));
        }
    }
    QCOMPARE(seen, positions);
    QCOMPARE(starts, 1);
    QCOMPARE(goals, expected.toGoal.empty() ? 0 : 1);
    const reference::Graph graph = reference::build(variant);
    for (const auto& edge : read.edges) {
        // Each edge is a legal move between the positions it joins.
        const Position from = Position::fromText(positionOf.at(edge.at("source")));
        const Move move = variant.parseMove(edge.at("move").toStdString());
        QVERIFY(isLegal(variant.board(), variant.rules(), from, move));
        QCOMPARE(applyMove(variant.rules(), from, move).text(), positionOf.at(edge.at("target")));
        if (optimalOnly) {
            QCOMPARE(edge.at("optimal"), QString("true"));
        }
    }
}

} // namespace

class CliGraphTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void graphml_data();
    void graphml();
    void json_data();
    void json();
    void dot_data();
    void dot();
    void refusals_data();
    void refusals();
};

namespace {

void boards()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("optimalOnly");
    for (const char* spec : {"classic:2", "classic:2x1", "strict:2", "pairs:3", "y:1"}) {
        QTest::addRow("%s", spec) << QString(spec) << false;
        QTest::addRow("%s optimal-only", spec) << QString(spec) << true;
    }
}

QStringList arguments(const QString& spec, const char* format, bool optimalOnly)
{
    QStringList list{"graph", spec, "--format", format};
    if (optimalOnly) {
        list << "--optimal-only";
    }
    return list;
}

} // namespace

void CliGraphTest::graphml_data() { boards(); }

void CliGraphTest::graphml()
{
    QFETCH(QString, spec);
    QFETCH(bool, optimalOnly);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto run = runCli(arguments(spec, "graphml", optimalOnly));
    QCOMPARE(run.status, 0);
    const ReadGraph read = readGraphMl(run.out);
    QVERIFY2(!read.nodes.empty(), "not GraphML");
    compare(read, variant, expectedFor(variant), optimalOnly);
}

void CliGraphTest::json_data() { boards(); }

void CliGraphTest::json()
{
    QFETCH(QString, spec);
    QFETCH(bool, optimalOnly);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto run = runCli(arguments(spec, "json", optimalOnly));
    QCOMPARE(run.status, 0);
    const QJsonObject root = run.json();
    QCOMPARE(root["graph"]["variant"].toString(), QString::fromStdString(variant.spec())); // canonical: strict:2x2
    QCOMPARE(root["graph"]["optimal_only"].toBool(), optimalOnly);
    const Expected expected = expectedFor(variant);
    if (expected.toGoal.empty()) {
        QVERIFY(root["graph"]["minimum"].isNull());
    } else {
        QCOMPARE(root["graph"]["minimum"].toInt(), expected.toGoal.at(variant.start().text()));
    }
    const ReadGraph read = readJson(run.out);
    QVERIFY2(!read.nodes.empty(), "not node-link JSON");
    compare(read, variant, expected, optimalOnly);
}

void CliGraphTest::dot_data() { boards(); }

// DOT has no reader in Qt: its statements are counted line by line (one per
// position, one per move, as written).
void CliGraphTest::dot()
{
    QFETCH(QString, spec);
    QFETCH(bool, optimalOnly);
    const Variant variant = Variant::parse(spec.toStdString());
    const auto run = runCli(arguments(spec, "dot", optimalOnly));
    QCOMPARE(run.status, 0);
    const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), "digraph \"" + QString::fromStdString(variant.spec()) + "\" {");
    QCOMPARE(lines.last(), QString("}"));
    const QRegularExpression nodeLine(R"re(^  (n\d+) \[label="([BRY_]+)", position="\2", from_start=(\d+))re");
    const QRegularExpression edgeLine(R"re(^  (n\d+) -> (n\d+) \[label="(\d+-\d+)")re");
    const Expected expected = expectedFor(variant);
    std::set<std::string> positions;
    int edges = 0;
    int starts = 0;
    for (const QString& line : lines) {
        const auto node = nodeLine.match(line);
        if (node.hasMatch()) {
            const std::string position = node.captured(2).toStdString();
            positions.insert(position);
            QCOMPARE(node.captured(3).toInt(), expected.fromStart.at(position));
            starts += line.contains("start=true");
        }
        edges += edgeLine.match(line).hasMatch();
    }
    QCOMPARE(positions, optimalOnly ? expected.optimalPositions : expected.positions);
    QCOMPARE(edges, optimalOnly ? expected.optimalMoves : expected.moves);
    QCOMPARE(starts, 1);
}

void CliGraphTest::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("too big") << QStringList{"graph", "classic:8", "--format", "dot"} << "classic:8";
    QTest::newRow("bad format") << QStringList{"graph", "classic:2", "--format", "svg"} << "--format \"svg\"";
    QTest::newRow("no format") << QStringList{"graph", "classic:2"} << "--format";
    QTest::newRow("bad variant") << QStringList{"graph", "classic:x", "--format", "dot"} << "classic:x";
}

// Exit 2 with one line on stderr naming the bad part, nothing on stdout.
void CliGraphTest::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const auto run = runCli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(named), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(CliGraphTest)
#include "tst_cli_graph.moc"

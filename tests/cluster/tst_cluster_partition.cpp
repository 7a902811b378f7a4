// The arithmetic of the cluster's partition and packed places, against the
// plain operations they replace: a block's owner and place by the
// reciprocal of the number of ranks equal the division's and remainder's, on
// every rank count up to 1000 and on numberings up to 2^64 (the largest
// block numbers, where the reciprocal stops being exact, included), and
// global(owner, place) gives the position back; places packed in their
// width read back as they were written, at every width.
#include "cluster/packed_places.h"
#include "cluster/partition.h"

#include <QTest>

#include <random>

using namespace leapfrog::cluster;

class ClusterPartitionTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void placesByReciprocal_data();
    void placesByReciprocal();
    void packedPlacesRoundTrip();
};

void ClusterPartitionTest::placesByReciprocal_data()
{
    QTest::addColumn<quint64>("positions");
    QTest::newRow("classic:9") << quint64{923780};
    QTest::newRow("classic:13") << quint64{280816200};
    QTest::newRow("classic:17") << quint64{81676217700};
    QTest::newRow("y:10") << quint64{172080900531540};
    QTest::newRow("2^63") << (quint64{1} << 63);
    QTest::newRow("2^64 - 1") << ~quint64{0};
}

void ClusterPartitionTest::placesByReciprocal()
{
    QFETCH(quint64, positions);
    std::mt19937_64 random(31);
    for (int ranks : {1, 2, 3, 4, 5, 6, 7, 12, 16, 100, 255, 256, 257, 999, 1000}) {
        const Partition partition(positions, ranks);
        const std::uint64_t block = partition.block();
        const int shift = std::countr_zero(block);
        std::vector<std::uint64_t> samples{0, positions - 1, positions / 2, (positions - 1) & ~(block - 1)};
        for (int i = 0; i < 2000; ++i) {
            samples.push_back(random() % positions);
        }
        for (const std::uint64_t position : samples) {
            const std::uint64_t blockNumber = position >> shift;
            const auto ownerByDivision = static_cast<int>(blockNumber % static_cast<std::uint64_t>(ranks));
            const std::uint64_t placeByDivision = ranks == 1 ? position
                                                             : (blockNumber / static_cast<std::uint64_t>(ranks) << shift)
                                                                   | (position & (block - 1));
            int owner = -1;
            const std::uint64_t place = partition.local(position, owner);
            QCOMPARE(owner, ownerByDivision);
            QCOMPARE(partition.owner(position), ownerByDivision);
            QCOMPARE(place, placeByDivision);
            QCOMPARE(partition.local(position), placeByDivision);
            QCOMPARE(partition.global(owner, place), position);
            QVERIFY(place < partition.sliceSize(owner) || positions > (std::uint64_t{1} << 62));
        }
    }
}

void ClusterPartitionTest::packedPlacesRoundTrip()
{
    std::mt19937_64 random(7);
    for (int width = 1; width <= 8; ++width) {
        const std::uint64_t mask = width == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * width)) - 1;
        PackedPlaces packed(width);
        std::vector<std::uint64_t> written;
        for (int i = 0; i < 10000; ++i) {
            written.push_back(random() & mask);
            packed.push(written.back());
        }
        QCOMPARE(packed.count(), written.size());
        QCOMPARE(packed.bytes(), written.size() * static_cast<std::size_t>(width));
        PackedPlaces copy(width);
        copy.append(packed);
        copy.append(packed);
        for (std::size_t i = 0; i < written.size(); ++i) {
            QCOMPARE(packed[i], written[i]);
            QCOMPARE(copy[i], written[i]);
            QCOMPARE(copy[i + written.size()], written[i]);
        }
    }
    QCOMPARE(placeWidth(1), 1);
    QCOMPARE(placeWidth(256), 1);
    QCOMPARE(placeWidth(257), 2);
    QCOMPARE(placeWidth(std::uint64_t{1} << 32), 4);
    QCOMPARE(placeWidth((std::uint64_t{1} << 32) + 1), 5);
    QCOMPARE(placeWidth(~std::uint64_t{0}), 8);
}

QTEST_GUILESS_MAIN(ClusterPartitionTest)
#include "tst_cluster_partition.moc"

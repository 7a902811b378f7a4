#include "fuzz_entries.h"

#include "analysis/judge.h"
#include "cli.h"
#include "files/savefile.h"
#include "model/errors.h"
#include "model/game.h"
#include "model/notation.h"
#include "model/variant.h"

#include <QStringList>

#include <array>
#include <string_view>

namespace leapfrog::fuzz {

namespace {

std::string_view asText(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// The first byte picks one of a few small variants; the rest is the input.
const Variant& pickVariant(const std::uint8_t*& data, std::size_t& size)
{
    static const std::array<Variant, 6> variants{Variant::classic(3, 3), Variant::classic(4, 2),
                                                 Variant::strict(3, 3),  Variant::pairs(5),
                                                 Variant::yBoard(2),     Variant::branch(3, 1, 1, 1)};
    const std::size_t pick = size > 0 ? data[0] % variants.size() : 0;
    if (size > 0) {
        ++data;
        --size;
    }
    return variants[pick];
}

template<typename Work>
void refusing(Work&& work)
{
    try {
        work();
    } catch (const InputError&) {
    } catch (const LimitError&) {
    }
}

} // namespace

void variantSpec(const std::uint8_t* data, std::size_t size)
{
    refusing([&] {
        const Variant variant = Variant::parse(asText(data, size));
        // A spec that parses names a variant whose canonical spec parses to it.
        if (Variant::parse(variant.spec()).start() != variant.start()) {
            __builtin_trap();
        }
    });
}

void positionText(const std::uint8_t* data, std::size_t size)
{
    const Variant& variant = pickVariant(data, size);
    refusing([&] {
        const Position position = variant.parsePosition(asText(data, size));
        if (position.text() != asText(data, size)) {
            __builtin_trap();
        }
    });
}

// Whitespace-separated moves, replayed in a game and judged.
void moveText(const std::uint8_t* data, std::size_t size)
{
    const Variant& variant = pickVariant(data, size);
    refusing([&] {
        Game game(variant);
        std::string_view text = asText(data, size);
        while (!text.empty()) {
            const auto cut = text.find(' ');
            const std::string_view word = text.substr(0, cut);
            text = cut == std::string_view::npos ? std::string_view() : text.substr(cut + 1);
            if (!word.empty()) {
                game.play(variant.parseMove(word));
            }
        }
        Judge(variant).judge(game.currentLine());
    });
}

void notationWord(const std::uint8_t* data, std::size_t size)
{
    const Variant& variant = pickVariant(data, size);
    refusing([&] {
        const auto moves = movesFromNotation(variant, variant.start(), asText(data, size));
        if (leapfrog::notationWord(variant, variant.start(), moves) != asText(data, size)) {
            __builtin_trap();
        }
    });
}

void saveFile(const std::uint8_t* data, std::size_t size)
{
    refusing([&] {
        const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
        const SavedGame loaded = gameFromJson(bytes);
        const SavedGame again = gameFromJson(gameToJson(loaded.game, loaded.solutionShown));
        if (again.game.position() != loaded.game.position() || again.game.cursor() != loaded.game.cursor()
            || again.solutionShown != loaded.solutionShown) {
            __builtin_trap();
        }
    });
}

namespace {

// This target fuzzes the argument handling, not the solvers' running time: a
// legitimate search on a large board may take its whole default budget (60 s)
// and the fuzzer would call that a hang. So it runs only boards of at most 12
// holes (at most a few thousand positions, answered in milliseconds even under
// the sanitizers) and leaves --time-limit and bench alone; large specs are the
// variantSpec target's business.
constexpr int maxHolesToRun = 12;

bool tooLargeToRun(const QStringList& arguments)
{
    if (arguments.size() > 1 && arguments[1] == "bench") {
        return true;
    }
    for (const QString& argument : arguments) {
        if (argument.contains("time-limit")) {
            return true;
        }
        try {
            if (Variant::parse(argument.toStdString()).holeCount() > maxHolesToRun) {
                return true;
            }
        } catch (const InputError&) {
        }
    }
    return false;
}

} // namespace

void cliArguments(const std::uint8_t* data, std::size_t size)
{
    QStringList arguments{"leapfrog-cli"};
    arguments += QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)).split('\n');
    if (tooLargeToRun(arguments)) {
        return;
    }
    const int status = cli::runCommandLine(arguments);
    if (status < 0 || status > 2) {
        __builtin_trap(); // only the three documented exit statuses
    }
}

} // namespace leapfrog::fuzz

#include "checkpoint.h"

#include "files/checksum.h"
#include "files/whole_file.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <system_error>

namespace leapfrog::cluster {

namespace {

constexpr char kMagic[8] = {'L', 'F', 'C', 'K', 'P', 'T', '1', '\n'};
constexpr std::size_t kChunk = std::size_t{1} << 20;

struct CloseFile {
    void operator()(std::FILE* file) const { std::fclose(file); }
};
using File = std::unique_ptr<std::FILE, CloseFile>;

std::string numbers(const std::vector<std::uint64_t>& values)
{
    std::string text;
    for (const std::uint64_t value : values) {
        text += ' ' + std::to_string(value);
    }
    return text;
}

// Writes `bytes` and adds them to `sum`; false on a write error.
bool put(WholeFileWriter& file, std::span<const std::byte> bytes, Checksum64& sum)
{
    sum.add(bytes);
    return file.write(bytes);
}

// Reads exactly `bytes.size()` bytes and adds them to `sum`.
bool take(std::FILE* file, std::span<std::byte> bytes, Checksum64& sum)
{
    for (std::size_t done = 0; done < bytes.size();) {
        const std::size_t part = std::min(kChunk, bytes.size() - done);
        if (std::fread(bytes.data() + done, 1, part, file) != part) {
            return false;
        }
        sum.add(bytes.subspan(done, part));
        done += part;
    }
    return true;
}

// Reads `count` bytes into nowhere, adding them to `sum`.
bool skim(std::FILE* file, std::uint64_t count, Checksum64& sum)
{
    std::vector<std::byte> buffer(static_cast<std::size_t>(std::min<std::uint64_t>(count, kChunk)));
    for (std::uint64_t done = 0; done < count;) {
        const auto part = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, count - done));
        if (!take(file, std::span(buffer.data(), part), sum)) {
            return false;
        }
        done += part;
    }
    return true;
}

std::span<const std::byte> asBytes(const std::string& text) { return std::as_bytes(std::span(text.data(), text.size())); }

} // namespace

CheckpointFolder::CheckpointFolder(std::string folder, std::string variant, int rank, int ranks, std::uint64_t size,
                                   std::uint64_t block)
    : folder_(std::move(folder))
    , variant_(std::move(variant))
    , rank_(rank)
    , ranks_(ranks)
    , size_(size)
    , block_(block)
{
}

std::string CheckpointFolder::fileName(int layer) const
{
    return folder_ + "/rank-" + std::to_string(rank_) + ".layer-" + std::to_string(layer) + ".lfcheckpoint";
}

std::string CheckpointFolder::header(const LayerState& state) const
{
    std::ostringstream text;
    text << "leapfrog-cluster checkpoint\nvariant " << variant_ << "\nranks " << ranks_ << "\nrank " << rank_
         << "\nslice " << size_ << " in blocks of " << block_ << "\nlayer " << state.nextLayer - 1 << "\nstart "
         << (state.start == ~std::uint64_t{0} ? std::string("none") : std::to_string(state.start)) << "\nfinished "
         << (state.finished ? 1 : 0) << "\nsizes" << numbers(state.sizes) << "\nexamples" << numbers(state.examples)
         << '\n';
    return text.str();
}

std::optional<LayerState> CheckpointFolder::parseHeader(const std::string& text, int layer) const
{
    const std::string fixed = header(LayerState{});
    if (text.rfind(fixed.substr(0, fixed.find("\nlayer ") + 1), 0) != 0) {
        return std::nullopt; // another variant, job size, rank or program version
    }
    std::istringstream in(text.substr(text.find("layer")));
    std::string word;
    std::string start;
    int written = -1;
    int finished = 0;
    LayerState state;
    in >> word >> written >> word >> start >> word >> finished >> word;
    if (!in || written != layer || word != "sizes") {
        return std::nullopt;
    }
    for (std::uint64_t value = 0; in >> value;) {
        state.sizes.push_back(value);
    }
    in.clear();
    in >> word;
    for (std::uint64_t value = 0; in >> value;) {
        state.examples.push_back(value);
    }
    if (word != "examples" || state.sizes.size() != static_cast<std::size_t>(layer) + 1
        || state.examples.size() != state.sizes.size()) {
        return std::nullopt;
    }
    state.nextLayer = layer + 1;
    state.finished = finished == 1;
    state.start = start == "none" ? ~std::uint64_t{0} : std::stoull(start);
    return header(state) == text ? std::optional<LayerState>(state) : std::nullopt;
}

void CheckpointFolder::write(const LayerState& state, SliceCodes& codes) const
{
    const int layer = state.nextLayer - 1;
    const std::string name = fileName(layer);
    std::error_code error;
    std::filesystem::create_directories(folder_, error);
    // Whole or not at all (files/whole_file.h): a failed or killed write
    // leaves the checkpoints before it as they were.
    WholeFileWriter file(name);
    const std::string text = header(state);
    const std::uint64_t length = text.size();
    Checksum64 sum;
    bool ok = file.open() && put(file, std::as_bytes(std::span(kMagic)), sum)
              && put(file, std::as_bytes(std::span(&length, 1)), sum) && put(file, asBytes(text), sum)
              && put(file, codes.codeBytes(), sum) && put(file, codes.markBytes(), sum);
    const std::uint64_t checksum = sum.value();
    ok = ok && file.write(std::as_bytes(std::span(&checksum, 1))) && file.commit();
    if (!ok) {
        throw std::runtime_error("cannot write the checkpoint "
                                 + (file.failure() ? file.failure()->message() : name));
    }
    // The two newest files stay (this one and the one written before it,
    // whatever layers apart: --checkpoint-every), older ones go.
    const std::vector<int> layers = layersOnDisk();
    for (std::size_t i = 2; i < layers.size(); ++i) {
        std::filesystem::remove(fileName(layers[i]), error);
    }
}

std::optional<LayerState> CheckpointFolder::read(int layer, SliceCodes& codes) const { return verify(layer, &codes); }

std::optional<LayerState> CheckpointFolder::verify(int layer, SliceCodes* codes) const
{
    const File file(std::fopen(fileName(layer).c_str(), "rb"));
    if (!file) {
        return std::nullopt;
    }
    Checksum64 sum;
    std::array<std::byte, sizeof kMagic> magic{};
    std::uint64_t length = 0;
    if (!take(file.get(), magic, sum) || std::memcmp(magic.data(), kMagic, sizeof kMagic) != 0
        || !take(file.get(), std::as_writable_bytes(std::span(&length, 1)), sum) || length > (std::uint64_t{1} << 26)) {
        return std::nullopt;
    }
    std::string text(static_cast<std::size_t>(length), '\0');
    if (!take(file.get(), std::as_writable_bytes(std::span(text.data(), text.size())), sum)) {
        return std::nullopt;
    }
    std::optional<LayerState> state = parseHeader(text, layer);
    std::uint64_t checksum = 0;
    const std::uint64_t words = (size_ + 31) / 32;
    const bool payload = codes != nullptr
                             ? take(file.get(), codes->codeBytes(), sum) && take(file.get(), codes->markBytes(), sum)
                             : skim(file.get(), words * 12, sum);
    if (!state || !payload || std::fread(&checksum, sizeof checksum, 1, file.get()) != 1 || checksum != sum.value()
        || std::fgetc(file.get()) != EOF) {
        return std::nullopt;
    }
    return state;
}

std::vector<int> CheckpointFolder::layersOnDisk() const
{
    std::vector<int> layers;
    const std::string prefix = "rank-" + std::to_string(rank_) + ".layer-";
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder_, error)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) == 0 && name.ends_with(".lfcheckpoint")) {
            try {
                layers.push_back(std::stoi(name.substr(prefix.size())));
            } catch (const std::exception&) {
            }
        }
    }
    std::sort(layers.rbegin(), layers.rend());
    return layers;
}

std::vector<int> CheckpointFolder::validLayers(std::vector<std::string>& damaged) const
{
    std::vector<int> valid;
    for (const int layer : layersOnDisk()) {
        if (verify(layer, nullptr)) {
            valid.push_back(layer);
        } else {
            damaged.push_back(fileName(layer));
        }
    }
    return valid;
}

} // namespace leapfrog::cluster

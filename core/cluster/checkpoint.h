#pragma once
// A cluster job's checkpoints: after each completed layer every rank writes
// its slice (codes and expanded marks) and the layers found so far to a file
// of its own, "rank-R.layer-L.lfcheckpoint", in the job's own subfolder of
// the checkpoint folder (jobFolderName: variant, rank count, format), so
// that jobs sharing a folder never touch each other's files. A file is
// written whole to a temporary name created afresh (O_EXCL | O_NOFOLLOW: a
// link planted there is refused, never followed) and renamed (a crash never
// leaves half a file under the real name). A file starts with a text header
// naming the variant, the number of ranks, the rank, its slice and the
// layer, and ends with an XXH64 checksum of everything before it; every
// field of the header is parsed with checks, and any that fails makes the
// file "not used", never an error.
//
// A rank keeps its files of the last two layers written (every layer, or
// every N-th: ClusterOptions::checkpointEvery): a job resumes from the last
// layer whose file is valid on every rank, and a damaged file of the last
// layer (flipped bits, cut short, another job's) is never trusted: that layer
// is rebuilt from the one before. Files are read back in full and checked
// against their checksum and header before any byte of them is used.
#include "slice_codes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace leapfrog::cluster {

// The breadth-first search's state between layers, the same on every rank.
struct LayerState {
    int nextLayer = 0;                      // the layer to expand next
    std::vector<std::uint64_t> sizes;       // positions at each layer done
    std::vector<std::uint64_t> examples;    // the smallest position of each
    std::uint64_t start = ~std::uint64_t{0}; // the start's layer, where found
    bool finished = false;                  // the last layer marked nothing more
};

// The files' format, in the job's folder name and the files' magic: bumped
// whenever either changes, so that another version's files are left alone.
inline constexpr int kCheckpointFormat = 2;

// The job's subfolder of the checkpoint folder: "classic-6.ranks-2.format-2"
// (the variant's spec with every character but letters, digits, '.' and '_'
// written as '-'; the header names the variant exactly, so two specs that
// map to one name only ever find each other's files "not this job's").
std::string jobFolderName(const std::string& variant, int ranks);

// Why `folder` cannot hold checkpoints (it names a file, lies under a file,
// or cannot be created or written), after creating it where it is missing;
// empty when it can. For rank 0 to refuse the job before it starts.
std::string checkpointFolderProblem(const std::string& folder);

class CheckpointFolder {
public:
    // The files of `rank` of a job of `ranks` ranks building `variant`'s
    // table, its slice `size` places in blocks of `block`, in the job's
    // subfolder of `folder`.
    CheckpointFolder(const std::string& folder, std::string variant, int rank, int ranks, std::uint64_t size,
                     std::uint64_t block);

    // The job's subfolder, where its files are.
    const std::string& folder() const { return folder_; }
    std::string fileName(int layer) const;

    // Writes the state after layer state.nextLayer - 1 and this rank's slice;
    // removes this rank's files of older layers but the newest before it. Throws
    // std::runtime_error when the folder cannot be written, or when the
    // temporary name is taken by anything but a file this rank left (a link
    // is never followed).
    void write(const LayerState& state, SliceCodes& codes) const;

    // The layers whose file of this rank is whole and this job's, newest
    // first; `damaged` gets one line for each file that is not.
    std::vector<int> validLayers(std::vector<std::string>& damaged) const;

    // Reads `layer`'s file into `codes` and returns its state; nullopt when
    // the file is not valid (it is checked again as it is read).
    std::optional<LayerState> read(int layer, SliceCodes& codes) const;

private:
    std::string header(const LayerState& state) const;
    // The layers this rank has files of (whole or not), newest first.
    std::vector<int> layersOnDisk() const;
    // Reads and checks `layer`'s file, its slice into `codes` (or nowhere).
    std::optional<LayerState> verify(int layer, SliceCodes* codes) const;
    std::optional<LayerState> parseHeader(const std::string& text, int layer) const;

    std::string folder_;
    std::string variant_;
    int rank_;
    int ranks_;
    std::uint64_t size_;
    std::uint64_t block_;
};

} // namespace leapfrog::cluster

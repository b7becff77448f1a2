#pragma once

#include <QString>

namespace cm {

// How the user wants the compressed variant stored: the --compression
// option's value, before it is checked against the source volume.
struct CompressionChoice
{
    enum class Method {
        Auto,      // natively where the source compresses, else a loop btrfs image where allowed, else plain only
        None,      // plain only
        Btrfs,     // the source is btrfs
        Ntfs,      // the source is NTFS through ntfs-3g
        LoopBtrfs, // a btrfs image on the source drive
        LoopNtfs,  // an NTFS image on the source drive
    };
    Method method = Method::Auto;
    QString algorithm; // empty: the method's default

    // "auto", "none", "btrfs:zstd", "loop-ntfs", ...
    QString name() const;
    bool wantsLoopImage() const { return method == Method::LoopBtrfs || method == Method::LoopNtfs; }

    // The algorithms a method can be asked for: btrfs's property values, NTFS's one.
    static QStringList algorithmsOf(Method method);

    // Parses a --compression value; false with `error` set when it is not one.
    static bool parse(const QString &text, CompressionChoice *choice, QString *error);
};

} // namespace cm

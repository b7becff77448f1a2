// SPDX-License-Identifier: GPL-3.0-or-later
// probe's details on Windows: NTFS compression as the volume reports it
// (FILE_FILE_COMPRESSION, in mountOptions as "compression"), WOF's, and whether the
// process is elevated, the helper's keys kept for scripts that read them.
#include "probedetails.h"

#include "compression/compressionbackend.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ProbeCommand)
};

QJsonObject compressionToJson(const VolumeInfo &volume)
{
    const bool compresses = volume.mountOptions.split(QLatin1Char(',')).contains(QLatin1String("compression"));
    if (!compresses) {
        const QString reason = volume.filesystem == QLatin1String("NTFS")
            ? Text::tr("this NTFS volume does not offer compression (NTFS compresses only with clusters of 4 KiB "
                       "or less)")
            : Text::tr("%1 does not compress files; NTFS does")
                  .arg(volume.filesystem.isEmpty() ? Text::tr("this volume") : volume.filesystem);
        return {{QStringLiteral("supported"), false}, {QStringLiteral("reason"), reason}};
    }
    return {{QStringLiteral("supported"), true},
            {QStringLiteral("method"), QStringLiteral("ntfs")},
            {QStringLiteral("algorithms"), QJsonArray{QStringLiteral("lznt1")}}};
}

// WOF, which `auto` never takes: asked for as --compression wof[:ALG].
QJsonObject wofToJson(const VolumeInfo &volume)
{
    const CompressionSupport support = compressionSupport(volume, CompressionMethod::Wof);
    if (!support.supported)
        return {{QStringLiteral("supported"), false}, {QStringLiteral("reason"), support.reason}};
    return {{QStringLiteral("supported"), true},
            {QStringLiteral("algorithms"), QJsonArray::fromStringList(support.algorithms)}};
}

} // namespace

void addSystemDetails(const VolumeInfo &volume, const Privileges &privileges, QJsonObject *json)
{
    QJsonObject compression = compressionToJson(volume);
    compression.insert(QStringLiteral("wof"), wofToJson(volume));
    json->insert(QStringLiteral("compression"), compression);
    json->insert(QStringLiteral("privilegedHelper"),
                 QJsonObject{{QStringLiteral("path"), QJsonValue()},
                             {QStringLiteral("usable"), privileges.whyNoHelper()},
                             {QStringLiteral("switchedOff"), privileges.helperSwitchedOff}});
    json->insert(QStringLiteral("elevated"), privileges.root);
}

} // namespace cm

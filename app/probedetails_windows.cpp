// SPDX-License-Identifier: GPL-3.0-or-later
// probe's details on Windows: NTFS compression and WOF's as their backends
// answer for the volume, and whether the process is elevated, the helper's
// keys kept for scripts that read them.
#include "probedetails.h"

#include "compression/compressionbackend.h"

#include <QJsonArray>

namespace cm {
namespace {

// NTFS's own compression, which `auto` takes, as the backend answers.
QJsonObject compressionToJson(const VolumeInfo &volume)
{
    const CompressionSupport support = compressionSupport(volume, CompressionMethod::Ntfs);
    if (!support.supported)
        return {{QStringLiteral("supported"), false}, {QStringLiteral("reason"), support.reason}};
    return {{QStringLiteral("supported"), true},
            {QStringLiteral("method"), QStringLiteral("ntfs")},
            {QStringLiteral("algorithms"), QJsonArray::fromStringList(support.algorithms)}};
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

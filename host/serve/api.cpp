#include "serve/api.hpp"

#include <sys/random.h>

#include <cstdio>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "serve/assets.hpp"
#include "serve/workbench.hpp"

namespace npe {

namespace {

using nlohmann::json;

ApiResponse error_response(int status, const std::string& message) {
  return {status, "application/json", json{{"error", message}}.dump(-1, ' ', false, json::error_handler_t::replace)};
}

ApiResponse json_response(const json& value) {
  return {200, "application/json", value.dump(-1, ' ', false, json::error_handler_t::replace)};
}

/** The value of `key` in a query string ("a=1&token=x"), undecoded (tokens are hexadecimal). */
std::string query_value(const std::string& query, const std::string& key) {
  std::size_t at = 0;
  while (at <= query.size()) {
    const std::size_t end = std::min(query.find('&', at), query.size());
    const std::string pair = query.substr(at, end - at);
    if (pair.rfind(key + "=", 0) == 0) return pair.substr(key.size() + 1);
    at = end + 1;
  }
  return {};
}

/** Compares in time independent of where the texts differ. */
bool same_secret(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned char difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
  return difference == 0;
}

}  // namespace

std::string new_token() {
  unsigned char bytes[16];
  std::size_t got = 0;
  while (got < sizeof bytes) {
    const ssize_t n = getrandom(bytes + got, sizeof bytes - got, 0);
    if (n <= 0) throw std::runtime_error("getrandom failed: no token for the server");
    got += static_cast<std::size_t>(n);
  }
  std::string token;
  for (unsigned char byte : bytes) {
    char hex[3];
    std::snprintf(hex, sizeof hex, "%02x", byte);
    token += hex;
  }
  return token;
}

bool Api::authorized(const ApiRequest& request, const std::string& query) const {
  if (same_secret(query_value(query, "token"), token_)) return true;
  const std::string prefix = "token ";
  return request.authorization.rfind(prefix, 0) == 0 &&
         same_secret(request.authorization.substr(prefix.size()), token_);
}

ApiResponse Api::answer(const ApiRequest& request) const {
  const std::size_t question = request.target.find('?');
  const std::string path = request.target.substr(0, question);
  const std::string query = question == std::string::npos ? "" : request.target.substr(question + 1);
  if (!authorized(request, query)) {
    return error_response(403, "missing or wrong token: open the URL `npe serve` printed (it carries ?token=...)");
  }
  try {
    if (path.rfind("/api/", 0) != 0) {
      if (request.method != "GET" && request.method != "HEAD") return error_response(405, "pages are read with GET");
      const Asset* asset = find_asset(path == "/" ? "index.html" : path.substr(1));
      if (!asset) return error_response(404, "no page " + path);
      ApiResponse response{200, std::string(asset->content_type), std::string(asset->content)};
      if (path == "/" || path == "/index.html") {  // the page's own requests carry the token too
        for (std::size_t at; (at = response.body.find("{{TOKEN}}")) != std::string::npos;) {
          response.body.replace(at, 9, token_);
        }
      }
      return response;
    }
    const std::string route = path.substr(5);
    if (route == "catalogue") {
      if (request.method != "GET") return error_response(405, "/api/catalogue is read with GET");
      return json_response(workbench_.catalogue());
    }
    if (route != "position" && route != "apply" && route != "steps" && route != "picture" && route != "run") {
      return error_response(404, "no API " + path + " (docs/serve.md lists them)");
    }
    if (request.method != "POST") return error_response(405, path + " takes POST with a JSON body");
    const json body = json::parse(request.body, nullptr, false);
    if (body.is_discarded()) return error_response(400, "the body is not JSON");
    if (route == "position") return json_response(workbench_.position(body));
    if (route == "apply") return json_response(workbench_.apply(body));
    if (route == "steps") return json_response(workbench_.steps(body));
    if (route == "picture") return json_response(workbench_.picture(body));
    return json_response(workbench_.run(body));
  } catch (const InputError& e) {
    return error_response(400, e.what());
  } catch (const ServerBusy& e) {
    return error_response(503, e.what());
  } catch (const PluginError& e) {
    return error_response(500, e.what());
  } catch (const std::exception& e) {
    return error_response(500, std::string("internal error: ") + e.what());
  }
}

}  // namespace npe

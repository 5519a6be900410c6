<?php
// Installs the test WordPress that scripts/wordpress-test-site.sh serves, then prints one JSON line:
// the admin's application password, the users who can author and the categories.
//   php wordpress-test-install.php <site folder>
if (PHP_SAPI !== 'cli' || $argc !== 2) {
    fwrite(STDERR, "usage: php wordpress-test-install.php <site folder>\n");
    exit(2);
}

define('WP_INSTALLING', true);

// The installer would mail the admin; the test machine has no mailer.
function wp_new_blog_notification() {}

// wp_install() probes pretty permalinks with HTTP calls to the site; the structure is set below.
$skipPermalinkProbe = static fn () => '/%year%/%monthnum%/%postname%/';

require rtrim($argv[1], '/') . '/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';

function fail(string $what, $error): void {
    $message = is_wp_error($error) ? $error->get_error_message() : (string) $error;
    fwrite(STDERR, "$what failed: $message\n");
    exit(1);
}

add_filter('pre_option_permalink_structure', $skipPermalinkProbe);
$installed = wp_install('Newsroom test site', 'admin', 'admin@example.test', false, '', wp_generate_password(24));
remove_filter('pre_option_permalink_structure', $skipPermalinkProbe);
if (empty($installed['user_id'])) fail('wp_install', 'no admin user');
$adminId = (int) $installed['user_id'];

// Pretty permalinks, as most sites have; the client must not depend on them (it uses ?rest_route=).
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%year%/%monthnum%/%postname%/');
update_option('rewrite_rules', '');
// A zone other than UTC, so a date sent as UTC that WordPress read as local time would show.
update_option('timezone_string', 'America/Sao_Paulo');

$anaId = wp_insert_user([
    'user_login' => 'ana',
    'user_pass' => wp_generate_password(24),
    'user_email' => 'ana@example.test',
    'display_name' => 'Ana Repórter',
    'first_name' => 'Ana',
    'last_name' => 'Repórter',
    'role' => 'author',
]);
if (is_wp_error($anaId)) fail('creating the author', $anaId);

function category(string $name, int $parent = 0): int {
    $term = wp_insert_term($name, 'category', ['parent' => $parent]);
    if (is_wp_error($term)) fail("creating category $name", $term);
    return (int) $term['term_id'];
}
$sports = category('Esportes');
category('Cidade');
category('Futebol', $sports);

function applicationPassword(int $userId): string {
    $created = WP_Application_Passwords::create_new_application_password($userId, ['name' => 'newsroom tests']);
    if (is_wp_error($created)) fail('creating an application password', $created);
    return $created[0];
}

$authors = array_map(
    static fn (WP_User $user) => ['id' => $user->ID, 'name' => $user->display_name],
    get_users(['capability' => 'edit_posts', 'orderby' => 'ID'])
);
$categories = array_map(
    static fn (WP_Term $term) => ['id' => $term->term_id, 'name' => $term->name, 'parentId' => $term->parent ?: null],
    get_terms(['taxonomy' => 'category', 'hide_empty' => false, 'orderby' => 'term_id'])
);

echo json_encode([
    'user' => 'admin',
    'applicationPassword' => applicationPassword($adminId),
    'author' => ['user' => 'ana', 'applicationPassword' => applicationPassword($anaId)],
    'authors' => $authors,
    'categories' => $categories,
], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), "\n";
